import type { Catalogue } from '../catalogue.js';
import type { outgoing as en } from './en.js';

/** Typed against English: a missing or extra key fails the typecheck. */
export const outgoing: Catalogue<typeof en> = {
  sms: '{{brand}}: {{text}}',
  code: 'Su código de verificación es {{code}}. Caduca en {{minutes}} minutos. No lo comparta con nadie.',
  codeSubject: 'Su código de verificación',
  resetSubject: 'Restablecer su contraseña',
  reset:
    'Para elegir una nueva contraseña, abra este enlace en los próximos {{minutes}} minutos: {{link}}\nSi no lo solicitó, ignore este mensaje.',
  resetSms:
    'Para elegir una nueva contraseña, abra este enlace en los próximos {{minutes}} minutos: {{link}}\nSi no lo solicitó, ignore este mensaje.',
  resetAction: 'Elegir una nueva contraseña',
  existingAccountSubject: 'Ya tiene una cuenta',
  existingAccount:
    'Alguien intentó crear una cuenta con este correo electrónico. Ya tiene una: inicie sesión o restablezca su contraseña. Si no fue usted, ignore este mensaje.',
  mobileChanged:
    'Se acaba de cambiar el número de celular con el que inicia sesión en sus registros de salud, y se cerró la sesión en otros dispositivos. Si no fue usted, llame a soporte de inmediato.',
  noticeSubject: 'Información nueva en su portal de {{brand}}',
  notice: 'Tiene información nueva en su portal de {{brand}}. Inicie sesión para verla: {{link}}',
  noticeWithoutLink: 'Tiene información nueva en su portal de {{brand}}. Inicie sesión para verla.',
  noticeAction: 'Iniciar sesión',
  factorAddedSubject: 'Se agregó una nueva forma de iniciar sesión en su cuenta',
  passkeyAdded:
    'Se acaba de agregar una llave de acceso a su cuenta de {{brand}}. Si fue usted, no tiene que hacer nada. Si no fue usted, abra este enlace para eliminarla y cerrar la sesión en todos los dispositivos: {{link}}',
  authenticatorAdded:
    'Se acaba de agregar una aplicación de autenticación a su cuenta de {{brand}}. Si fue usted, no tiene que hacer nada. Si no fue usted, abra este enlace para eliminarla y cerrar la sesión en todos los dispositivos: {{link}}',
  factorAddedAction: 'No fui yo',
  proxyInviteSubject: '{{brand}}: {{name}} le invitó a ser su cuidador',
  proxyInvite:
    '{{name}}, paciente del portal de registros de salud {{brand}}, le invitó a ver sus registros de salud como su cuidador.\nPara aceptar, regístrese o inicie sesión en {{brand}} con este correo electrónico y verifíquelo; luego abra este enlace: {{link}}\nSi no conoce a {{name}} o no esperaba este mensaje, ignórelo: no se comparte nada hasta que usted acepte. Para reportarlo, comuníquese con el soporte de {{brand}} en {{supportEmail}} o al {{supportPhone}}.',
  proxyInviteAction: 'Ver la invitación',
  footer: {
    support: '¿Preguntas? Llame al soporte de {{brand}} al {{phone}} ({{hours}}) o escriba a {{email}}.',
    privacy: 'Privacidad',
    terms: 'Términos de uso',
    accessibility: 'Accesibilidad',
    automatic: 'Este correo lo envió automáticamente {{brand}}. Las respuestas no se leen.',
  },
};
