import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  account: {
    title: 'Cuenta',
    signedInAs: 'Sesión iniciada como {{name}}',
    loadFailed: 'No pudimos cargar esta página.',
    menu: {
      profile: 'Su cuenta',
      settings: 'Configuración',
      support: 'Ayuda',
    },
    sections: {
      profile: 'Su perfil',
      security: 'Inicio de sesión y seguridad',
      preferences: 'Preferencias',
      help: 'Ayuda e información',
    },
    pages: {
      identity: 'Verificación de identidad',
      settings: 'Configuración',
      support: 'Ayuda',
      feedback: 'Comentarios',
      about: 'Acerca de este portal',
      policies: 'Políticas de privacidad',
    },
    settings: {
      title: 'Configuración',
      description: 'Su idioma, su zona horaria y cómo le mantenemos informado.',
      language: 'Idioma',
      timeZone: 'Zona horaria',
      timeZoneHint: 'Las fechas y los recordatorios se muestran en esta zona horaria.',
      notifications: 'Notificaciones',
      notificationsHint:
        'Elija cómo le avisamos de cada uno de estos temas. Los mensajes de seguridad se envían siempre.',
      topics: {
        records: 'Nuevos expedientes de salud',
        care_reminders: 'Recordatorios de cuidado y pruebas de detección',
        lab_kits: 'Novedades de los kits de laboratorio',
        studies: 'Estudios de investigación',
      },
      channels: {
        email: 'Correo electrónico',
        sms: 'Mensaje de texto',
      },
      save: 'Guardar la configuración',
      saved: 'Su configuración se guardó.',
      notSaved: 'Su configuración no se guardó.',
    },
    feedback: {
      title: 'Comentarios',
      description: 'Lo que nos ha contado y en qué punto está cada mensaje.',
      send: 'Enviar comentarios',
      emptyTitle: 'Aún no ha enviado comentarios',
      emptyBody: 'Cuéntenos qué funciona, qué no, o qué le gustaría ver.',
      reply: 'Nuestra respuesta',
      categories: {
        idea: 'Idea',
        problem: 'Problema',
        praise: 'Elogio',
        other: 'Otro',
      },
      statuses: {
        received: 'Recibido',
        in_review: 'En revisión',
        answered: 'Respondido',
        closed: 'Cerrado',
      },
      newTitle: 'Enviar comentarios',
      newDescription:
        'No incluya datos de salud: para preguntas sobre su atención, comuníquese con su médico.',
      category: '¿De qué se trata?',
      message: 'Su mensaje',
      messageHint: 'Hasta {{max}} caracteres.',
      messageMissing: 'Escriba su mensaje.',
      rating: '¿Cómo valora el portal? (opcional)',
      noRating: 'Sin valoración',
      stars_one: '{{count}} estrella',
      stars_other: '{{count}} estrellas',
      submit: 'Enviar',
      cancel: 'Cancelar',
      thanks: 'Gracias: recibimos sus comentarios.',
      notSent: 'Sus comentarios no se enviaron.',
    },
    about: {
      title: 'Acerca de {{brand}}',
      brand: 'Portal',
      version: 'Versión',
      licences: 'Licencias de código abierto',
      licencesIntro: 'Este portal está hecho con el siguiente software de código abierto.',
    },
  },
};
