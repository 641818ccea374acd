import { catalogues, type Catalogue } from '@portal/contract';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  insights: {
    tabs: { insights: 'Cuidado', screenings: 'Pruebas de detección' },
    home: {
      title: 'Sus recomendaciones',
      description: 'Cuidados que pueden estar pendientes, según sus registros de salud.',
      seeAll: 'Ver todas las recomendaciones de cuidado',
      seeScreenings: 'Ver todas las pruebas de detección',
      more_one: 'Hay {{count}} más pendiente',
      more_other: 'Hay {{count}} más pendientes',
      asking_one:
        'Díganos su sexo asignado al nacer para saber si le corresponde {{count}} prueba de detección.',
      asking_other:
        'Díganos su sexo asignado al nacer para saber si le corresponden {{count}} pruebas de detección.',
    },
    care: {
      title: 'Cuidado',
      description:
        'Pruebas y tratamientos que se aconseja mantener al día a las personas con sus afecciones.',
    },
    screenings: {
      title: 'Pruebas de detección',
      description: 'Controles recomendados para su edad y sexo, para encontrar problemas a tiempo.',
    },
    sections: {
      open: 'Pendientes',
      needs_answer: 'Necesitamos una respuesta suya',
      closed: 'Hechas o en buen camino',
      not_applicable: 'No le corresponden por ahora',
    },
    badges: {
      due: 'Pendiente',
      aboveGoal: 'Por encima del objetivo',
      needsAnswer: 'Necesita su respuesta',
      upToDate: 'Al día',
      doneOutOfRange: 'Hecha · resultado fuera del rango',
      aboveNormal: 'En el objetivo · por encima de lo normal',
      atGoal: 'En el objetivo',
      taking: 'Ya la toma',
      notForYou: 'No corresponde',
    },
    states: {
      loading: 'Cargando sus recomendaciones…',
      errorTitle: 'No pudimos cargar sus recomendaciones',
      errorDescription: 'Revise su conexión e inténtelo de nuevo.',
      retry: 'Intentar de nuevo',
      noneDueTitle: 'No hay nada pendiente por ahora',
      noneDueDescription: 'Cuando sus registros muestren un cuidado pendiente, aparecerá aquí.',
      emptyTitle: 'Aún no hay recomendaciones',
      emptyDescription: 'Las recomendaciones aparecen cuando se hayan obtenido sus registros de salud.',
    },
    due: {
      since: 'Pendiente desde el {{date}}',
      by: 'Pendiente antes del {{date}}',
      now: 'Pendiente ahora',
      next: 'Próxima vez: {{date}}',
    },
    viewDetails: 'Detalles: {{name}}',
    rules: {
      hba1c_monitoring: {
        name: catalogues.es.careGapNames.hba1c_monitoring,
        what: 'La prueba de sangre HbA1c muestra su nivel promedio de azúcar en la sangre de los últimos tres meses. Así usted y su equipo de atención saben si la diabetes está controlada.',
      },
      hba1c_control: {
        name: catalogues.es.careGapNames.hba1c_control,
        what: 'Mantener la HbA1c por debajo del 8 % reduce el riesgo de daño en los ojos, los riñones, los nervios y el corazón. Muchas personas con diabetes buscan un valor más bajo, a menudo por debajo del 7 %: su médico le ayuda a fijar su propio objetivo.',
      },
      kidney_health_evaluation: {
        name: catalogues.es.careGapNames.kidney_health_evaluation,
        what: 'Dos pruebas, una de sangre (TFGe) y una de orina (cociente albúmina-creatinina), que detectan a tiempo el daño renal por la diabetes, cuando todavía se puede frenar.',
      },
      colorectal_cancer_screening: {
        name: catalogues.es.careGapNames.colorectal_cancer_screening,
        what: 'La detección encuentra el cáncer de colon y de recto, y los crecimientos que podrían convertirse en cáncer, antes de que haya síntomas. Sirven una prueba de heces (FIT) en casa cada año o una colonoscopia cada diez años.',
      },
      blood_pressure_control: {
        name: catalogues.es.careGapNames.blood_pressure_control,
        what: 'Mantener la presión arterial por debajo de 140/90 reduce el riesgo de infarto, derrame cerebral y enfermedad renal. Una medición reciente muestra si la suya lo está.',
      },
      statin_therapy: {
        name: catalogues.es.careGapNames.statin_therapy,
        what: 'Una estatina baja el colesterol y el riesgo de infarto y derrame cerebral. A la mayoría de las personas con diabetes de 40 a 75 años se les aconseja tomarla.',
      },
      cholesterol_screening: {
        name: catalogues.es.careGapNames.cholesterol_screening,
        what: 'Una prueba de colesterol (perfil lipídico) ayuda a estimar su riesgo de enfermedad cardíaca y si una estatina le ayudaría.',
      },
      cervical_cancer_screening: {
        name: catalogues.es.careGapNames.cervical_cancer_screening,
        what: 'Una prueba de Papanicolaou cada tres años (o una prueba del VPH cada cinco a partir de los 30) detecta cambios en el cuello uterino antes de que se conviertan en cáncer.',
      },
      breast_cancer_screening: {
        name: catalogues.es.careGapNames.breast_cancer_screening,
        what: 'Una mamografía cada dos años detecta el cáncer de mama a tiempo, cuando el tratamiento funciona mejor.',
      },
      influenza_vaccine: {
        name: catalogues.es.careGapNames.influenza_vaccine,
        what: 'Vacunarse contra la gripe cada temporada reduce la probabilidad de contagiarse y de enfermar gravemente si se contagia.',
      },
    },
    reasons: {
      never_done: 'No encontramos ningún registro de esto en sus registros de salud.',
      out_of_date: 'La última, del {{date}}, ya no es lo bastante reciente.',
      above_goal:
        'Su último resultado, {{reading}} del {{date}}, está por encima del objetivo ({{goal}}). Hable de ello con su médico.',
      no_statin: 'No encontramos en sus registros de salud ninguna estatina que tome ahora.',
      done_in_window: 'Hecha el {{date}}: está al día.',
      done_out_of_range:
        'Prueba del {{date}}: {{reading}}, {{direction}} rango normal ({{range}}). Hable con su médico sobre este resultado.',
      at_goal: 'Su último resultado, {{reading}} del {{date}}, está dentro del objetivo ({{goal}}).',
      at_goal_above_range:
        'Su último resultado, {{reading}} del {{date}}, está dentro del objetivo para el cuidado de la diabetes ({{goal}}), pero por encima del rango normal ({{range}}). Pregunte a su médico cuál es su propio objetivo.',
      result_unclear:
        'Su último resultado, del {{date}}, no se puede comparar con el objetivo ({{goal}}). Pregunte a su médico qué significa para usted.',
      statin_current: 'Sus registros de salud muestran que toma {{record}}.',
      age: 'Se recomienda entre los {{ages}} años.',
      sex: 'Se recomienda a las personas a quienes se asignó el sexo femenino al nacer.',
      sex_unknown: 'Díganos su sexo asignado al nacer para saber si esto le corresponde.',
      no_condition: 'Es para personas con {{condition}}, que no aparece en sus registros de salud.',
      excluded: 'Sus registros de salud muestran {{record}}, así que no corresponde.',
    },
    goals: { blood_pressure_control: 'por debajo de 140/90', hba1c_control: 'por debajo del 8 %' },
    range: { upTo: '{{high}} o menos', from: '{{low}} o más', between: 'de {{low}} a {{high}}' },
    direction: { high: 'por encima del', low: 'por debajo del' },
    answerSex: 'Responder en su perfil',
    conditions: { diabetes: 'diabetes', hypertension: 'presión arterial alta' },
    ages: { range: '{{min}} y {{max}}' },
    detail: {
      back: 'Volver a las pruebas de detección',
      whatTitle: 'Qué es',
      whyTitle: 'Por qué me corresponde',
      whyCondition: 'Sus registros de salud muestran {{condition}} (desde el {{date}}).',
      whyAge: 'Se recomienda entre los {{ages}} años; usted tiene {{age}}.',
      whySex:
        'Se recomienda a las personas a quienes se asignó el sexo femenino al nacer, sea cual sea su género.',
      statusTitle: 'Cómo está usted',
      closesTitle: 'Qué la completa',
      closesAny: 'Cualquiera de estas:',
      closesBoth: 'Las dos:',
      closesWindow_one: 'Se cuenta el último mes.',
      closesWindow_other: 'Se cuentan los últimos {{count}} meses.',
      fluSeason: 'Se cuenta esta temporada de gripe, que empieza el 1 de julio.',
      evidenceTitle: 'La evidencia',
      evidenceSource: 'Fuente: {{source}}',
      evidenceLink: 'Leer la recomendación ({{source}}, se abre en una pestaña nueva)',
      actionTitle: 'Qué puede hacer',
      notFoundTitle: 'No encontramos esta prueba de detección',
      notFoundDescription: 'Puede que ya no esté entre sus recomendaciones.',
    },
    closing: {
      hba1c_result: 'un resultado de HbA1c',
      hba1c_below_goal: 'un resultado de HbA1c por debajo del 8 %',
      egfr_result: 'un resultado de TFGe (función renal)',
      uacr_result: 'un resultado de albúmina-creatinina en orina',
      fit_result: 'una prueba de heces (FIT) en el último año',
      colonoscopy: 'una colonoscopia en los últimos diez años',
      blood_pressure_reading: 'una medición de presión arterial por debajo de 140/90',
      statin_prescription: 'una estatina que tome ahora',
      lipid_panel_result: 'un resultado de colesterol (perfil lipídico)',
      cervical_cytology:
        'una prueba de Papanicolaou (o una prueba del VPH en los últimos cinco años, a partir de los 30)',
      mammogram: 'una mamografía',
      flu_vaccine: 'una vacuna contra la gripe',
    },
    actions: {
      order_kit: 'Pedir un {{kit}} para hacer en casa',
      talk_to_clinician: 'Hable de esto con su médico en su próxima consulta.',
      get_vaccine: 'Vacúnese contra la gripe en una farmacia o en su clínica.',
    },
    disclaimer: {
      title: 'Sobre sus recomendaciones',
      description:
        'Las recomendaciones son consejos generales que se obtienen al comparar sus registros de salud con guías publicadas. No son un diagnóstico ni un consejo médico, y sus registros pueden estar incompletos. Hable con su médico antes de tomar decisiones sobre su atención.',
      acknowledge: 'Entendido',
      hiddenTitle: 'Sus recomendaciones le esperan',
      hiddenDescription: 'Lea una breve nota sobre las recomendaciones antes de verlas.',
      show: 'Leer la nota',
    },
  },
};
