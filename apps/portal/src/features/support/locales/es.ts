import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  chat: {
    title: 'Ayuda',
    description: 'Nuestro equipo de ayuda está para servirle.',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    openChat: 'Escríbanos por chat',
    chatHint: 'Escriba al equipo de ayuda aquí; la respuesta llega en la misma ventana.',
    feedback: 'Envíenos sus comentarios',
    feedbackHint:
      'Una idea, un problema o un elogio: el equipo lee cada mensaje y usted puede seguirlo en su lista de comentarios.',
  },
};
