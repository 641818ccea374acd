import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  apps: {
    authorize: {
      documentTitle: 'Conectar una aplicación',
      loading: 'Cargando la solicitud de la aplicación…',
      title: '¿Conectar {{app}} a su historial de salud?',
      publisher: 'Creada por {{publisher}}',
      homepage: 'Sitio web',
      homepageLabel: 'Sitio web de {{app}} (se abre en una pestaña nueva)',
      logo: 'Logotipo de {{app}}',
      intro:
        'Esta aplicación pide leer partes de su historial de salud. Siempre lee quién es usted: su nombre, fecha de nacimiento y otros datos de su perfil.',
      what: 'Qué puede leer',
      whatHint: 'Desmarque lo que no quiera que esta aplicación lea.',
      pickOne: 'Elija al menos un tipo de registro, o elija “No permitir”.',
      howLong: 'Por cuánto tiempo',
      offline: 'Hasta el {{date}}, también cuando no esté usando la aplicación.',
      online: 'Solo mientras use la aplicación, y no después del {{date}}.',
      disconnectLater: 'Puede desconectarla en cualquier momento en su página Compartir.',
      scopes: 'Detalles técnicos: lo que pidió la aplicación',
      allow: 'Permitir',
      deny: 'No permitir',
      returning: 'Volviendo a la aplicación…',
      expiredTitle: 'Esta solicitud ha vencido',
      expiredBody: 'Vuelva a la aplicación y conéctela de nuevo.',
      errorTitle: 'No pudimos cargar la solicitud de la aplicación',
      answerFailed: 'No pudimos enviar su respuesta. Inténtelo de nuevo.',
      badRedirect:
        'No pudimos llevarle de vuelta a la aplicación de forma segura. Vuelva usted a la aplicación; si no quedó conectada, conéctela de nuevo.',
      onboardingTitle: 'Primero termine de configurar su cuenta',
      onboardingBody:
        'Una aplicación puede leer sus registros solo cuando su identidad esté verificada y su cuenta configurada. Termine la configuración y luego vuelva a conectar la aplicación desde la aplicación.',
      continueSetup: 'Continuar la configuración',
    },
  },
};
