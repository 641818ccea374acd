import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  login: {
    title: 'Iniciar sesión',
    description: 'Hola de nuevo. Inicie sesión para ver sus expedientes de salud.',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgotPassword: '¿Olvidó su contraseña?',
    noAccount: '¿Es nuevo aquí?',
    createAccount: 'Crear una cuenta',
    showPassword: 'Mostrar contraseña',
    failed: 'No pudimos iniciar su sesión',
    or: 'o',
    passkey: 'Entrar con una llave de acceso',
    passkeyFailed: 'No pudimos iniciar su sesión con una llave de acceso',
    passkeyNotUsed:
      'No se usó la llave de acceso. Inténtelo de nuevo o inicie sesión con su correo electrónico y su contraseña.',
    loggedOut: {
      inactivity:
        'Cerramos su sesión tras 15 minutos sin actividad, para proteger su información de salud. Inicie sesión para continuar.',
      'other-tab': 'Cerró la sesión en otra pestaña o ventana.',
      'session-ended':
        'Su sesión ha terminado. Las sesiones terminan al cabo de unas horas o cuando se cambia o restablece la contraseña. Vuelva a iniciar sesión para continuar.',
      'password-reset': 'Su contraseña se ha cambiado. Inicie sesión con su nueva contraseña.',
      'logged-out': 'Ha cerrado la sesión.',
      protected: 'Cerramos su sesión para proteger su cuenta. Inicie sesión para seguir donde lo dejó.',
    },
  },
  mfa: {
    chooseTitle: '¿Cómo le enviamos su código?',
    chooseDescription: 'Por su seguridad, confirmamos que es usted con un código de un solo uso.',
    methodsLegend: 'Enviar mi código por',
    methods: {
      sms: 'Mensaje de texto (SMS)',
      email: 'Correo electrónico',
      totp: 'Aplicación de autenticación',
      passkey: 'Llave de acceso',
    },
    methodHints: {
      sms: 'Al número de celular de su cuenta',
      email: 'Al correo electrónico de su cuenta',
      totp: 'Use el código que muestra su aplicación de autenticación',
    },
    chooseSubmit: 'Continuar',
    chooseRequired: 'Elija cómo recibir su código.',
    codeTitle: 'Escriba su código de autenticación',
    verifyDeviceTitle: 'Verifique su dispositivo',
    sentTo: 'Enviamos un código de 6 dígitos a {{destination}}.',
    sentByApp: 'Abra su aplicación de autenticación y escriba el código de 6 dígitos que muestra.',
    codeHint: 'El código es válido por 10 minutos.',
    confirm: 'Confirmar',
    confirming: 'Comprobando…',
    resend: 'Enviar un código nuevo',
    resent: 'Le enviamos un código nuevo.',
    codeWrong_one: 'El código no es correcto. Queda 1 intento.',
    codeWrong_other: 'El código no es correcto. Quedan {{count}} intentos.',
    codeLocked: 'Demasiados intentos con este código. Envíe un código nuevo y úselo.',
    codeExpired: 'Este código caducó. Envíe un código nuevo y úselo.',
    codeLockedApp: 'Demasiados códigos incorrectos. Inicie sesión de nuevo para volver a intentarlo.',
    otherMethod: 'Usar otro método',
    expired: 'Su intento de inicio de sesión caducó. Empiece de nuevo.',
    startAgain: 'Volver a iniciar sesión',
    resuming: 'Ya inició sesión. Le llevamos a donde estaba…',
    chooseFailed: 'No pudimos enviar su código',
    confirmFailed: 'No pudimos confirmar su código',
    usePasskey: 'Usar una llave de acceso',
    passkeyHint:
      'O confirme que es usted con una llave de acceso guardada en este dispositivo o en su teléfono.',
    passkeyFailed: 'No pudimos iniciar su sesión con una llave de acceso',
    passkeyTitle: 'Confirme con su llave de acceso',
    passkeyIntro: 'Su dispositivo le pedirá su huella, su cara o el bloqueo de pantalla.',
    passkeyUse: 'Usar mi llave de acceso',
    passkeyNotUsed: 'No se usó la llave de acceso. Inténtelo de nuevo o pida un código.',
  },
  signup: {
    title: 'Cree su cuenta',
    description: 'Toma unos minutos. Le enviaremos un código por mensaje de texto para confirmar su celular.',
    steps: {
      details: 'Sus datos',
      review: 'Confirmar',
      verify: 'Verificar dispositivo',
    },
    stepsLabel: 'Progreso del registro',
    dobHint: 'Tal como aparece en su identificación.',
    phoneHint: 'Le enviaremos un código a este número.',
    passwordHint: 'Su contraseña necesita:',
    ruleMet: 'cumplido',
    ruleMissing: 'pendiente',
    acceptPrefix: 'Al crear una cuenta acepta nuestras',
    privacyLink: 'políticas de privacidad',
    next: 'Revisar mis datos',
    haveAccount: '¿Ya tiene una cuenta?',
    logIn: 'Iniciar sesión',
    reviewTitle: 'Confirme su información personal',
    reviewDescription:
      'Revise sus datos. Su nombre y fecha de nacimiento deben coincidir con su identificación.',
    edit: 'Corregir mis datos',
    passwordAgain:
      'Vuelva a escribir su contraseña. Por su seguridad, nunca la guardamos, ni por un momento.',
    submit: 'Crear cuenta',
    submitting: 'Creando su cuenta…',
    failed: 'No pudimos crear su cuenta',
    stepCompleted: 'completado',
    stepProgress: 'Paso {{step}} de {{total}}',
  },
  reset: {
    requestTitle: 'Restablezca su contraseña',
    requestDescription:
      'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para crear una contraseña nueva.',
    requestSubmit: 'Enviar enlace',
    requestSubmitting: 'Enviando…',
    requestSent:
      'Si alguna cuenta usa ese correo, le enviamos un enlace: por correo electrónico si la dirección está confirmada; si no, por mensaje de texto al teléfono de la cuenta. El enlace funciona una vez y caduca pronto.',
    setTitle: 'Cree una contraseña nueva',
    setDescription: 'Elija una contraseña segura que no use en ningún otro sitio.',
    setSubmit: 'Guardar la contraseña nueva',
    setSubmitting: 'Guardando…',
    linkInvalid: 'Este enlace ya no es válido. Pida uno nuevo.',
    checking: 'Comprobando su enlace…',
    deadTitle: 'Este enlace ya no funciona',
    deadDescription:
      'Un enlace de restablecimiento funciona una sola vez, durante poco tiempo, y solo el último que pidió. Pida un enlace nuevo y úselo pronto.',
    requestNew: 'Pedir un enlace nuevo',
    backToLogin: 'Volver a iniciar sesión',
    requestFailed: 'No pudimos enviar el enlace',
    setFailed: 'No pudimos cambiar su contraseña',
  },
  review: {
    title: 'Revise cómo se inicia sesión en su cuenta',
    description:
      'Su nueva contraseña está guardada y se cerró la sesión en todos los dispositivos. Si otra persona entró en su cuenta, pudo agregar una llave de acceso o una aplicación de autenticación, que inician sesión sin su contraseña. Elimine las que no reconozca.',
    loading: 'Cargando las formas de iniciar sesión en su cuenta…',
    failed: 'No pudimos cargar las formas de iniciar sesión en su cuenta',
    nothingToRemove:
      'Su cuenta no tiene llaves de acceso ni aplicaciones de autenticación. No hay nada que eliminar.',
    kinds: {
      passkey: 'Llave de acceso',
      authenticator: 'Aplicación de autenticación',
      phone: 'Teléfono celular',
      email: 'Correo electrónico',
    },
    added: 'Se agregó el {{date}}',
    stays: 'Se mantiene: la usamos para confirmar que es usted y para ayudarle a recuperar su cuenta.',
    remove: 'Eliminar {{name}}',
    removeAll: 'Eliminar todas las llaves de acceso y aplicaciones de autenticación',
    confirmTitle: '¿Eliminar todas las llaves de acceso y aplicaciones de autenticación?',
    confirmBody:
      'Ya no podrán iniciar sesión en su cuenta, y se cerrará la sesión en todos los dispositivos. Su teléfono celular se mantiene. Puede agregar una nueva llave o aplicación más tarde en Seguridad.',
    confirm: 'Eliminar todas',
    cancel: 'Conservarlas',
    close: 'Cerrar',
    removing: 'Eliminando…',
    removeFailed: 'No pudimos eliminarla',
    removed_one:
      'Se eliminó {{count}} forma de iniciar sesión. Se cerró la sesión en todos los dispositivos.',
    removed_other:
      'Se eliminaron {{count}} formas de iniciar sesión. Se cerró la sesión en todos los dispositivos.',
    continue: 'Continuar para iniciar sesión',
  },
  notMe: {
    title: 'Protegimos su cuenta',
    working: 'Eliminándola y cerrando la sesión en todos los dispositivos…',
    removed: {
      passkey: 'Eliminamos la llave de acceso «{{name}}» y cerramos la sesión en todos los dispositivos.',
      authenticator:
        'Eliminamos la aplicación de autenticación «{{name}}» y cerramos la sesión en todos los dispositivos.',
    },
    alreadyGone: {
      passkey:
        'La llave de acceso «{{name}}» ya se había eliminado. Cerramos la sesión en todos los dispositivos.',
      authenticator:
        'La aplicación de autenticación «{{name}}» ya se había eliminado. Cerramos la sesión en todos los dispositivos.',
    },
    advice:
      'Si usted no la agregó, puede que alguien sepa su contraseña. Restablezca su contraseña ahora y luego revise sus llaves de acceso y aplicaciones de autenticación.',
    resetNow: 'Restablecer su contraseña',
    failedTitle: 'Este enlace no funcionó',
    noToken: 'Este enlace está incompleto. Ábralo de nuevo desde su mensaje de texto o correo electrónico.',
    failedAdvice:
      'Si usted no agregó una llave de acceso ni una aplicación de autenticación, restablezca su contraseña: después podrá eliminar las que no reconozca.',
  },
  verifyEmail: {
    title: 'Confirme su correo electrónico',
    why: 'Hasta que confirme su correo electrónico, enviamos los códigos de inicio de sesión y los enlaces para restablecer la contraseña solo a su teléfono.',
    send: 'Enviarme un código',
    sentTo: 'Enviamos un código de 6 dígitos a {{destination}}. Escríbalo aquí.',
    confirm: 'Confirmar correo',
    done: 'Su correo electrónico está confirmado. Ahora también puede recibir allí códigos y enlaces.',
    failed: 'No pudimos confirmar su correo electrónico',
  },
};
