import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  policies: {
    listTitle: 'Políticas de privacidad',
    listDescription: 'Cómo protegemos y usamos su información.',
    back: 'Todas las políticas de privacidad',
    notFound: 'No encontramos esa política.',
    updated: 'Última actualización: {{date}}',
    privacy: {
      title: 'Política de privacidad',
      summary: 'Qué recopilamos, para qué y qué puede elegir.',
      body: [
        'Recopilamos la información que nos da al crear su cuenta — su nombre, fecha de nacimiento, correo electrónico y celular — y los expedientes de salud que nos pide reunir.',
        'La usamos solo para que su portal funcione: para confirmar que es usted, para encontrar y mostrar sus expedientes y para enviarle los códigos y mensajes que pidió.',
        'Nunca vendemos su información. Solo la compartimos con los servicios que nos ayudan a operar el portal, bajo contratos que la protegen, o cuando la ley lo exige.',
        'Puede ver, corregir o borrar su información en cualquier momento escribiendo a nuestro equipo de ayuda.',
      ],
    },
    patientAuthorization: {
      title: 'Política de autorización del paciente',
      summary: 'Cómo su autorización HIPAA nos permite pedir sus expedientes.',
      body: [
        'Al firmar la autorización, nos permite pedir en su nombre copias de sus expedientes de salud a sus médicos, hospitales y laboratorios.',
        'La autorización dura hasta que la revoque. Revocarla detiene las solicitudes nuevas; los expedientes que ya tenemos siguen en su portal hasta que nos pida borrarlos.',
        'Guardamos una copia de cada autorización que firma, con su versión y la hora en que la firmó.',
      ],
    },
    studyPrivacy: {
      title: 'Política de privacidad de estudios',
      summary: 'Cómo se usa su información si participa en un estudio clínico.',
      body: [
        'Si decide participar en un estudio, compartimos solo la información que describe el formulario de consentimiento de ese estudio, y solo después de que lo firme.',
        'Los equipos del estudio reciben datos codificados: su nombre y sus datos de contacto se quedan con nosotros, salvo que el consentimiento diga otra cosa.',
        'Puede dejar un estudio en cualquier momento. Los datos ya compartidos pueden conservarse según las reglas del estudio y la ley.',
      ],
    },
    identityVerification: {
      title: 'Política de privacidad de la verificación de identidad',
      summary: 'Cómo el servicio de verificación de identidad trata su identificación y su selfi.',
      body: [
        'Para confirmar su identidad, un servicio de verificación compara una foto de su identificación con una selfi que usted toma.',
        'El servicio usa estas imágenes solo para comprobar su identidad para nosotros y las borra según sus reglas de conservación.',
        'Solo guardamos el resultado de la comprobación, no las imágenes.',
      ],
    },
  },
};
