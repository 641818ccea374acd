import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  chat: {
    title: 'Ayuda',
    description: 'Nuestro equipo de ayuda está para servirle.',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
  },
};
