import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  onboarding: {
    steps: {
      verifyId: 'Verifique su identidad',
      verifyChoice: 'Otras formas de verificarse',
      verifyConfirm: 'Confirme su información',
      hipaa: 'Autorización HIPAA',
      address: 'Su dirección',
    },
    comingTitle: 'Próximamente en el registro',
    comingBody:
      'Este paso del registro se está preparando. Su cuenta está lista; puede volver para terminarlo.',
    progress: {
      label: 'Progreso del registro',
      completed: 'completado',
      text: 'Paso {{step}} de {{total}}',
      identity: 'Identidad',
      hipaa: 'Autorización',
      address: 'Dirección',
    },
    loading: 'Cargando…',
    loadFailed: 'No pudimos cargar este paso. Inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
    continue: 'Continuar',
    back: 'Atrás',
    verify: {
      failed: 'La verificación falló.',
      intro: {
        title: 'Verifique su identidad',
        description:
          'Para proteger sus expedientes de salud, debemos asegurarnos de que realmente es usted. Tarda unos dos minutos.',
        what: 'Necesitará:',
        needId: 'Una licencia de conducir, identificación estatal o pasaporte',
        needSelfie: 'Una cámara para tomarse una selfi, o fotos que ya tenga',
        privacy:
          'Sus fotos se revisan y luego se descartan: solo guardamos una huella (hash) de cada imagen y el resultado.',
        start: 'Comenzar la verificación',
        otherWays: 'Verificarme de otra forma',
        attemptsLeft_one: 'Puede intentarlo {{count}} vez más hoy.',
        attemptsLeft_other: 'Puede intentarlo {{count}} veces más hoy.',
      },
      scanPrompt: {
        title: 'Escanee su identificación',
        description:
          'Coloque el frente de su identificación sobre una superficie plana y bien iluminada. Asegúrese de que se vean las cuatro esquinas y que el texto sea nítido.',
      },
      scan: {
        title: 'Tome una foto de su identificación',
        alt: 'Foto de su identificación',
      },
      idCaptured: {
        title: '¿Se ve bien su identificación?',
        description: 'Compruebe que todo el texto se pueda leer y que no falte nada.',
      },
      selfiePrompt: {
        title: 'Tómese una selfi',
        description:
          'Mire a la cámara con buena luz, sin sombrero ni gafas de sol. Comparamos su rostro con la foto de su identificación.',
      },
      selfie: {
        title: 'Tómese la selfi',
        alt: 'Su selfi',
      },
      selfieCaptured: {
        title: '¿Se ve bien su selfi?',
        description: 'Su rostro completo debe verse y estar enfocado.',
      },
      capture: {
        openCamera: 'Usar mi cámara',
        takePhoto: 'Tomar foto',
        stopCamera: 'Detener la cámara',
        upload: 'Subir una foto',
        chooseFile: 'Elegir una foto',
        cameraUnavailable: 'No podemos usar su cámara. Puede subir una foto.',
        preview: 'Vista previa de la cámara',
        retake: 'Volver a tomar',
        usePhoto: 'Usar esta foto',
        tooLarge: 'Esta foto pesa más de 5 MB. Elija una más pequeña.',
        notImage: 'Elija una foto JPEG, PNG o WebP.',
      },
      submitting: 'Revisando sus fotos…',
      pending: {
        title: 'Estamos revisando sus documentos',
        description:
          'Esto suele tardar uno o dos minutos. Puede esperar aquí; esta página se actualiza sola.',
      },
      error: {
        title: 'No pudimos verificar su identidad',
        description:
          'Esto puede pasar si una foto estaba borrosa o no coincidía. Puede intentarlo de nuevo o elegir otra forma de verificarse.',
        tryAgain: 'Intentar de nuevo',
        otherWays: 'Otras formas de verificarse',
        noAttemptsLeft:
          'Ha usado todos sus intentos de hoy. Elija otra forma de verificarse o vuelva mañana.',
      },
      onfido: {
        title: 'Verifíquese con nuestro socio de identidad',
        loading: 'Cargando la verificación de identidad…',
        loadFailed:
          'No se pudo cargar la verificación de identidad. Inténtelo de nuevo o elija otra forma de verificarse.',
      },
    },
    failure: {
      reasons: {
        first_name_mismatch: 'El nombre no coincide con el de su cuenta.',
        last_name_mismatch: 'El apellido no coincide con el de su cuenta.',
        date_of_birth_mismatch: 'La fecha de nacimiento no coincide con la de su cuenta.',
        document_rejected:
          'No pudimos aceptar esta foto de su documento. Tome una foto nítida del documento completo, con buena luz.',
        licence_not_matched:
          'No pudimos encontrar esta licencia en los registros del estado. Revise el número, el estado y las fechas tal como aparecen en la tarjeta.',
        ssn_mismatch:
          'Este número no coincide con la identificación que escaneó. Revíselo e inténtelo de nuevo.',
      },
      attemptsLeft_one: 'Puede intentarlo {{count}} vez más hoy de esta forma.',
      attemptsLeft_other: 'Puede intentarlo {{count}} veces más hoy de esta forma.',
      noneLeft: 'Ya usó todos sus intentos de hoy de esta forma.',
      next: 'Corrija lo marcado e inténtelo de nuevo, o elija otra forma de verificarse; una de ellas es una llamada con un coordinador.',
      nextSsn: 'Revise el número e inténtelo de nuevo, o vuelva atrás: esta comprobación es opcional.',
      otherWays: 'Otras formas de verificarse',
      ssnPassed: 'Su SSN terminado en {{last4}} coincide con su identificación.',
      ssnFailed:
        'Su SSN terminado en {{last4}} no coincidió con su identificación. Aun así puede confirmar su información.',
    },
    choice: {
      title: 'Otras formas de verificarse',
      description: 'Elija la forma que le resulte más cómoda.',
      manual: 'Envíe sus datos y un documento',
      manualHint: 'Escriba su nombre y fecha de nacimiento y suba una foto de un documento de identidad.',
      assisted: 'Hable con un coordinador',
      assistedHint: 'Un coordinador de atención le llama a la hora que elija y le verifica por teléfono.',
      licence: 'Use su licencia de conducir',
      licenceHint:
        'Escriba el número, el estado y las fechas de su licencia; los comprobamos con el registro estatal.',
      unavailable: 'No disponible: ha usado todos sus intentos de hoy.',
    },
    manual: {
      title: 'Identificación manual',
      description: 'Escriba sus datos tal como aparecen en su documento y suba una foto de él.',
      firstName: 'Nombre',
      lastName: 'Apellido',
      dateOfBirth: 'Fecha de nacimiento',
      documentType: 'Tipo de documento',
      documentTypes: {
        passport: 'Pasaporte',
        driving_licence: 'Licencia de conducir',
        state_id: 'Identificación estatal',
        other: 'Otra identificación oficial',
      },
      document: 'Foto de su documento',
      submit: 'Enviar para verificación',
    },
    assisted: {
      title: 'Verificación con un coordinador',
      description:
        'Elija cuándo debemos llamarle. Un coordinador le hará algunas preguntas para confirmar quién es.',
      phone: 'Teléfono al que llamar',
      time: 'Fecha y hora preferidas',
      timeHint:
        'Los coordinadores llaman de lunes a viernes, de 9:00 a 18:00 en su hora local, dentro de los próximos 30 días.',
      note: 'Algo que debamos saber (opcional)',
      submit: 'Solicitar una llamada',
    },
    onHold: {
      title: 'Su cuenta está en espera',
      description:
        'Un coordinador le llamará para verificar su identidad. Podrá continuar en cuanto la haya aprobado.',
      call: 'Llamaremos al {{phone}} el {{time}}.',
      check: 'Comprobar de nuevo',
      stillWaiting:
        'Sigue esperando a un coordinador (comprobado {{time}}). Esta página también lo comprueba sola.',
      changeCall: 'Cambiar la llamada',
      bookCall: 'Elegir cuándo le llamamos',
      saveCall: 'Guardar la llamada',
      keepCall: 'Dejar la llamada como está',
      callChanged: 'Su llamada ha cambiado.',
      otherWay: 'Elegir otra forma de verificarse',
      otherWayCall: 'Se cancelará su solicitud de llamada y podrá elegir otra forma de verificarse.',
      otherWayReview:
        'Se cancelará la revisión de sus datos por el coordinador y podrá elegir otra forma de verificarse.',
      otherWayYes: 'Cancelar y elegir otra forma',
      keepWaiting: 'Seguir esperando',
      review:
        'Los datos que escribió no coinciden con los de su identificación; un coordinador los revisará con usted por teléfono.',
    },
    licence: {
      title: 'Licencia de conducir',
      description: 'Escriba los datos tal como aparecen en su licencia.',
      number: 'Número de licencia',
      state: 'Estado que la emitió',
      statePlaceholder: 'Elija un estado',
      issueDate: 'Fecha de emisión',
      expiryDate: 'Fecha de vencimiento',
      submit: 'Comprobar mi licencia',
    },
    ssn: {
      title: 'Compruebe su SSN',
      description:
        'Escriba su número de Seguro Social de 9 dígitos. Se envía una sola vez a nuestro socio de verificación por una conexión segura; solo guardamos los últimos cuatro dígitos.',
      label: 'Número de Seguro Social',
      hint: 'Formato: 123-45-6789',
      show: 'Mostrar número',
      hide: 'Ocultar número',
      submit: 'Comprobar mi SSN',
      matched: 'Su SSN coincide con su identificación.',
    },
    confirm: {
      title: 'Confirme su información',
      description:
        'Esto es lo que leímos de su identificación. Corrija lo que no sea correcto antes de continuar.',
      firstName: 'Nombre',
      lastName: 'Apellido',
      dateOfBirth: 'Fecha de nacimiento',
      address: 'Dirección en su identificación',
      noAddress: 'No se leyó ninguna dirección de su identificación.',
      edit: 'Corregir mi información',
      submit: 'Es correcto',
      correctionHint:
        'Corrija aquí acentos, espacios o una inicial del segundo nombre. Un nombre o una fecha de nacimiento distintos los revisa un coordinador antes de continuar.',
      ssnCheck: 'Comprobar también mi SSN con mi identificación (opcional)',
    },
    identityAccount: {
      title: 'Verificación de identidad',
      description:
        'Cómo confirmamos quién es usted. Algunas fuentes de registros piden primero un nivel determinado.',
      level: 'Nivel',
      method: 'Cómo',
      date: 'Cuándo',
      none: 'Todavía no',
      levels: {
        none: 'Sin verificar',
        self_asserted: 'Sus propios datos',
        document: 'Documento comprobado',
        document_selfie: 'Documento y selfie comprobados',
        coordinator: 'Verificado por un coordinador',
      },
      levelHints: {
        none: 'Todavía no hemos confirmado su identidad.',
        self_asserted: 'Usted dio sus datos; nadie los ha comprobado todavía.',
        document: 'Se comprobó un documento de identidad o el registro de su licencia.',
        document_selfie: 'Se comprobó su identificación y se comparó con una selfie en vivo.',
        coordinator: 'Un coordinador de atención confirmó su identidad con usted por teléfono.',
      },
      methods: {
        document: 'Escaneo de identificación y selfie',
        manual: 'Datos y un documento',
        assisted: 'Llamada con un coordinador',
        driver_licence: 'Licencia de conducir',
        ssn: 'Comprobación del SSN',
      },
      actions: {
        not_started: 'Verificar mi identidad',
        failed: 'Intentar verificarme de nuevo',
        pending: 'Ver mi comprobación',
        awaiting_confirmation: 'Confirmar mi información',
        on_hold: 'Ver mi solicitud',
        verified: 'Pedir a soporte que me verifique de nuevo',
      },
      reverify:
        'Su identidad está verificada. Si su nombre o sus documentos cambiaron, nuestro equipo de soporte puede verificarle de nuevo.',
    },
    hipaa: {
      title: 'Autorización HIPAA',
      description:
        'Lea esta autorización. Nos permite reunir sus expedientes de salud de sus médicos y planes de salud.',
      version: 'Versión {{version}}',
      policies: 'Políticas relacionadas',
      policy: {
        patient_authorization: 'Política de autorización del paciente',
        privacy: 'Política de privacidad',
        identity_verification_privacy: 'Política de privacidad del servicio de verificación de identidad',
      },
      signTitle: 'Firme la autorización',
      fullName: 'Su nombre completo',
      fullNameHint: 'Escriba su nombre y apellido como en su cuenta: {{name}}',
      fullNameHintNoName: 'Escriba su nombre y apellido como en su cuenta.',
      agree: 'He leído esta autorización y la acepto.',
      submit: 'Firmar y continuar',
      signed: 'Firmó la versión {{version}} el {{date}}.',
    },
    address: {
      primaryTitle: 'Su dirección principal',
      primaryDescription:
        'Donde vive ahora. Las fuentes de expedientes le identifican por su dirección; escríbala como la tienen sus médicos.',
      since: 'Vive aquí desde (opcional)',
      confirmTitle: '¿Es esta su dirección?',
      edit: 'Editar',
      confirm: 'Sí, es mi dirección',
      pastTitle: 'Direcciones anteriores',
      pastDescription:
        'Agregue los lugares donde vivió en los últimos 10 años. Así encontramos expedientes con una dirección antigua.',
      pastEntryTitle: 'Agregar una dirección anterior',
      addPast: 'Agregar una dirección anterior',
      savePast: 'Agregar esta dirección',
      cancel: 'Cancelar',
      remove: 'Quitar',
      removeLabel: 'Quitar {{address}}',
      none: 'No ha agregado direcciones anteriores.',
      primaryLabel: 'Dirección principal',
      editPrimaryLabel: 'Editar su dirección principal',
      finish: 'Guardar y terminar',
      dates: '{{from}} a {{to}}',
      saved: 'Sus direcciones se guardaron. Estamos obteniendo sus expedientes de salud.',
    },
  },
};
