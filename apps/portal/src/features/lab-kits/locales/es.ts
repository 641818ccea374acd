import type { Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  labKits: {
    loading: 'Cargando sus kits de laboratorio…',
    errorTitle: 'No pudimos cargar sus kits de laboratorio',
    kits: {
      hba1c: {
        name: 'Kit de prueba de HbA1c',
        description:
          'Un análisis de sangre por punción en el dedo que mide su nivel promedio de azúcar en los últimos tres meses.',
      },
      kidney_health: {
        name: 'Kit de prueba de salud renal',
        description:
          'Un análisis de sangre por punción en el dedo y una muestra de orina que muestran cómo funcionan sus riñones.',
      },
      lipid_panel: {
        name: 'Kit de prueba de colesterol',
        description: 'Un análisis de sangre por punción en el dedo de su colesterol y sus triglicéridos.',
      },
      fit: {
        name: 'Kit de detección de cáncer de colon (FIT)',
        description: 'Una muestra de heces que usted toma en casa para buscar sangre oculta.',
      },
    },
    list: {
      title: 'Kits de laboratorio',
      description:
        'Kits de prueba para hacer en casa: pida uno y sígalo desde el laboratorio hasta sus resultados.',
      order: 'Pedir un kit de laboratorio',
      emptyTitle: 'Todavía no tiene kits de laboratorio',
      emptyDescription:
        'Cuando una prueba de detección sugiera un análisis en casa, podrá pedir el kit aquí.',
      orders: 'Sus pedidos de kits de laboratorio',
      orderedOn: 'Pedido el {{date}}',
      track: 'Seguir',
      trackLabel: 'Seguir su {{kit}}, pedido el {{date}}',
    },
    order: {
      title: 'Pedir un kit de laboratorio',
      progress: 'Avance del pedido',
      stepOf: 'Paso {{step}} de {{total}}',
      completed: 'completado',
      steps: {
        schedule: 'Programar el pedido',
        info: 'Teléfono y dirección',
        review: 'Revisión',
      },
      back: 'Atrás',
      continue: 'Continuar',
      openTitle: 'Este kit ya está en camino',
      openDescription: 'Lo pidió el {{date}}. Puede seguirlo desde aquí.',
      openTrack: 'Seguir su kit',
      notOfferedTitle: 'No pudimos empezar este pedido',
    },
    schedule: {
      title: 'Programe su pedido',
      description: 'Elija su kit de prueba. Es gratuito y trae todo lo que necesita.',
      suggested: 'Sugerido por su prueba de detección',
      kit: 'Kit de prueba',
      kitRequired: 'Elija un kit de prueba.',
      nextTitle: 'Qué pasa después',
      next: {
        ship: 'Le enviamos el kit en un plazo de 2 días hábiles.',
        collect: 'Usted toma la muestra en casa siguiendo las instrucciones del kit.',
        mail: 'La devuelve por correo en el sobre con franqueo pagado.',
        results:
          'Sus resultados aparecen en su expediente de salud, normalmente en una semana desde que el laboratorio los recibe.',
      },
    },
    info: {
      title: 'Su teléfono y dirección de envío',
      description:
        'El laboratorio le envía mensajes de texto sobre su kit a este número y lo envía a esta dirección.',
      phone: 'Teléfono móvil',
      phoneHint: 'Para avisarle sobre su kit.',
      shipTo: 'Enviar el kit a',
      primary: 'Mi dirección principal: {{address}}',
      newAddress: 'Enviar a una dirección nueva',
      noPrimary: 'Aún no tenemos una dirección principal suya; escriba a dónde debemos enviar el kit.',
    },
    newAddress: {
      title: 'Enviar a una dirección nueva',
      description: 'Enviamos este kit aquí. Su dirección principal no cambia.',
      submit: 'Usar esta dirección',
      address1: 'Dirección',
      address1Hint: 'Empiece a escribir y elija la dirección, o escríbala usted.',
      address2: 'Apartamento, suite, unidad (opcional)',
      city: 'Ciudad',
      state: 'Estado',
      statePlaceholder: 'Elija un estado',
      zip: 'Código postal',
      lookupUnavailable: 'Las sugerencias de direcciones no están disponibles ahora. Escriba la dirección.',
      errorSummary: 'Corrija la dirección',
    },
    review: {
      title: 'Revise su pedido',
      description: 'Compruebe los datos y luego haga su pedido.',
      kit: 'Kit de prueba',
      phone: 'Teléfono móvil',
      shipTo: 'Enviar a',
      newAddressNote: 'Una dirección nueva, solo para este kit',
      change: 'Cambiar',
      changeLabel: 'Cambiar {{item}}',
      place: 'Hacer el pedido',
      failedTitle: 'No pudimos hacer su pedido',
    },
    placed: {
      title: 'Su kit está pedido',
      titleNewAddress: 'Su kit está pedido a su dirección nueva',
      description: 'Le enviaremos mensajes de texto a medida que avance, y puede seguir cada paso aquí.',
      descriptionNewAddress:
        'Se envía a la dirección nueva que aparece abajo; su dirección principal no ha cambiado. Le enviaremos mensajes de texto a medida que avance.',
      shipTo: 'Se envía a',
      track: 'Seguir su kit',
      backToList: 'Todos los kits de laboratorio',
    },
    tracking: {
      screening: 'Ver la prueba de detección',
      notFoundTitle: 'No encontramos este kit de laboratorio',
      notFoundDescription: 'Revise el enlace o busque el kit en su lista de kits de laboratorio.',
      status: 'Estado',
      orderedOn: 'Pedido',
      shipTo: 'Se envía a',
      history: 'Historial',
      results: 'Resultados',
      seeTrend: 'Ver su tendencia',
      backToList: 'Todos los kits de laboratorio',
    },
    result: {
      range: 'Rango normal: {{range}}',
      position: {
        below: 'Por debajo del rango',
        within: 'Dentro del rango',
        above: 'Por encima del rango',
        outside: 'Fuera del rango',
      },
      advice: {
        below: 'Su resultado está por debajo del rango normal. Hable con su médico.',
        above: 'Su resultado está por encima del rango normal. Hable con su médico.',
        outside: 'Su resultado está fuera del rango normal. Hable con su médico.',
      },
    },
    statusMeaning: {
      'lab-order-requested': 'Pedimos al laboratorio que le envíe un kit.',
      'order-received': 'El laboratorio recibió su pedido.',
      'order-fulfilled': 'Su kit está preparado y listo para enviarse.',
      'kit-delivered-to-patient': 'Su kit llegó. Siga sus instrucciones y envíelo de vuelta.',
      'kit-in-transit-to-lab': 'Su muestra va camino al laboratorio.',
      'test-samples-received': 'El laboratorio recibió su muestra.',
      'kit-accessioned': 'El laboratorio registró su muestra para analizarla.',
      'processing-results': 'El laboratorio está analizando su muestra.',
      'results-ready': 'Sus resultados están listos.',
      'care-gap-closed': 'Sus resultados llegaron y esta prueba consta como hecha.',
      'lab-order-result-resubmitted': 'El laboratorio envió un resultado corregido.',
      'kit-rejected':
        'El laboratorio no pudo analizar su muestra. Contacte con soporte para pedir un kit nuevo.',
      'kit-issue': 'Hay un problema con su kit. Contacte con soporte.',
      'kit-fulfillment-canceled': 'Se canceló el pedido de su kit.',
    },
  },
};
