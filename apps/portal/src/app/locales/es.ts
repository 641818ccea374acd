import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  areYouStillThere: '¿Sigue ahí?',
  InactivityDialogDescription_one: 'Por su seguridad, cerraremos su sesión en {{count}} segundo.',
  InactivityDialogDescription_other: 'Por su seguridad, cerraremos su sesión en {{count}} segundos.',
  continueSession: 'Continuar la sesión',
  logOut: 'Cerrar sesión',
  exit: 'Salir',
  close: 'Cerrar',
  iframeBlocked: 'Esta aplicación no se puede ejecutar dentro de un iframe.',
  app: {
    loading: 'Cargando…',
    retry: 'Intentar de nuevo',
    skipToContent: 'Saltar al contenido principal',
    mainNav: 'Principal',
    language: 'Idioma',
    languages: {
      en: 'English',
      es: 'Español',
    },
    footer: '¿Preguntas? Llame al {{phone}} o escriba a {{email}}.',
    privacyPolicies: 'Políticas de privacidad',
    notFoundTitle: 'No encontramos esa página',
    notFoundBody: 'Puede que la dirección esté mal escrita o que la página se haya movido.',
    goHome: 'Ir a la página de inicio',
    chatOpen: 'Chat de ayuda',
    toastRegion: 'Notificaciones',
    toastDismiss: 'Descartar',
    toastSuccess: 'Listo',
    toastError: 'Error',
  },
  nav: {
    account: 'Cuenta',
    accountMenu: 'Cuenta',
    more: 'Más',
    moreDescription: 'El resto de su historial de salud y su cuenta.',
  },
};
