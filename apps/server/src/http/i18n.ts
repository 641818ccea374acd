import type { ErrorCode, Language } from '@portal/contract';

type Params = Record<string, string | number>;
type Catalogue = {
  errors: Record<ErrorCode, string>;
  validation: Record<string, string>;
  fields: Record<string, string>;
};

/** Server-side messages. `{name}` is replaced by the matching param. */
export const MESSAGES: Record<Language, Catalogue> = {
  en: {
    errors: {
      VALIDATION_FAILED: '{detail}',
      NOT_FOUND: 'Not found.',
      UNAUTHORIZED: 'Please log in again.',
      TOKEN_INVALID: 'Your sign-in could not be verified. Please log in again.',
      CSRF_MISMATCH: 'This request could not be verified. Please reload the page and try again.',
      RATE_LIMITED: 'Too many attempts. Please wait {minutes} minutes and try again.',
      LOGIN_FAILED: 'The email or password is not correct.',
      MFA_TOKEN_INVALID: 'This verification has expired. Please start again.',
      MFA_METHOD_UNAVAILABLE: 'This verification method is not set up for your account.',
      MFA_CODE_INVALID: 'The code is not correct.',
      MFA_CODE_EXPIRED: 'The code has expired. Please ask for a new one.',
      MFA_CODE_LOCKED: 'Too many wrong codes. Please ask for a new one.',
      REFRESH_TOKEN_INVALID: 'Your session has ended. Please log in again.',
      RESET_LINK_INVALID:
        'This password reset link has expired or was already used. Please ask for a new one.',
      PASSWORD_INCORRECT: 'The current password is not correct.',
      AUTHENTICATOR_NOT_FOUND: 'This authenticator app was not found.',
      AUTHENTICATOR_CODE_INVALID: 'The code from your authenticator app is not correct.',
      PROPERTY_NOT_ALLOWED: 'This setting cannot be changed.',
      PAYLOAD_TOO_LARGE: 'The request is too large.',
      INTERNAL: 'Something went wrong. Please try again.',
      IDV_ATTEMPTS_EXCEEDED:
        'You have tried this too many times today. Please try again tomorrow or choose another way to verify.',
      IDV_STEP_UNAVAILABLE: 'Your identity is already verified or a check is still in progress.',
      IDV_NOT_VERIFIED: 'Please verify your identity first.',
      HIPAA_NAME_MISMATCH: 'The name you typed does not match the name on your account.',
      HIPAA_VERSION_STALE: 'The authorization has been updated. Please read it again before signing.',
      HIPAA_NOT_SIGNED: 'Please sign the HIPAA authorization first.',
      WEBHOOK_SIGNATURE_INVALID: 'The signature is not valid.',
      ONBOARDING_INCOMPLETE:
        'Please sign the HIPAA authorization and save your address before we retrieve your health records.',
    },
    validation: {
      required: '{field} is required.',
      invalid: '{field} is not valid.',
      too_long: '{field} is too long.',
      too_short: '{field} is too short.',
      email_invalid: '{field} must be a valid email address.',
      phone_format: '{field} must have 10 digits, like 617-555-0100.',
      date_of_birth_invalid: '{field} must be a real date in the past, as YYYY-MM-DD.',
      language_invalid: '{field} must be English or Spanish.',
      code_format: '{field} must be 6 digits.',
      mfa_method_invalid: '{field} must be text message, email or authenticator app.',
      id_invalid: '{field} is not valid.',
      property_key_invalid: '{field} is not a setting you can change.',
      password_too_short: '{field} must be at least 12 characters long.',
      password_too_long: '{field} must be at most 128 characters long.',
      password_lowercase: '{field} must contain a lower-case letter.',
      password_uppercase: '{field} must contain a capital letter.',
      password_digit: '{field} must contain a number.',
      password_symbol: '{field} must contain a symbol, such as ! or #.',
      body_invalid: 'The request body is not valid JSON.',
      record_category_unknown:
        '{field} is not a record category. Use timeline, medications, encounters, conditions, observations, immunizations, allergies, procedures or reports.',
      vital_category_unknown:
        '{field} is not a vital sign trend. Use BMI, HRTRT, BPRES, BLOXY, RESRT or WEIGHT.',
      lab_category_unknown: '{field} is not a lab trend. Use CHOLH, CHOLL, CHOLT, CREAT or HbA1c.',
      date_invalid: '{field} must be a date as YYYY-MM-DD.',
      date: '{field} must be a real date, as YYYY-MM-DD.',
      image_invalid: '{field} must be a JPEG, PNG or WebP photo.',
      base64: '{field} could not be read. Please take or choose the photo again.',
      preferred_time_range: '{field} must be within the next 30 days.',
      agreement_required: 'Please tick the box to agree to the authorization.',
      content_hash: '{field} is not valid.',
      ssn: '{field} must be a valid 9-digit Social Security number.',
      number: '{field}: the licence number must be 1 to 20 letters and numbers.',
      state: '{field}: choose a US state.',
      issue_date: '{field}: the issue date must be a real date, not in the future, before the expiry date.',
      expiry_date: '{field}: the expiry date must be a real date.',
      expired: '{field}: the licence has expired.',
      issued_after_expiry: '{field}: the issue date must be before the expiry date.',
      street: '{field}: the street address is required.',
      city: '{field}: the city is required.',
      zip: '{field}: the ZIP code must have 5 or 9 digits.',
      from: '{field}: the date you moved in must be a real date after 1900.',
      to: '{field}: the date you moved out must be a real date after 1900.',
      from_after_to: '{field}: the move-in date must be before the move-out date.',
      in_future: '{field}: dates cannot be in the future.',
      decision_invalid: '{field} must be approve or reject.',
    },
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      password: 'Password',
      new_password: 'New password',
      current_password: 'Current password',
      date_of_birth: 'Date of birth',
      phone: 'Mobile phone',
      language: 'Language',
      mfa_token: 'Verification',
      method: 'Verification method',
      code: 'Code',
      token: 'Link',
      label: 'Name',
      id: 'Authenticator',
      key: 'Setting',
      value: 'Value',
      to: 'Recipient',
      body: 'Request',
      attempt_id: 'Verification',
      document: 'ID photo',
      selfie: 'Selfie',
      document_type: 'Document type',
      preferred_time: 'Call time',
      note: 'Note',
      number: 'Licence number',
      state: 'State',
      issue_date: 'Issue date',
      expiry_date: 'Expiry date',
      ssn: 'Social Security number',
      address: 'Address',
      primary: 'Primary address',
      past: 'Past address',
      version: 'Authorization version',
      content_hash: 'Authorization text',
      full_name: 'Full name',
      agreed: 'Agreement',
      decision: 'Decision',
      by: 'Coordinator',
      category: 'Category',
      date_from: 'From date',
      date_to: 'To date',
      with: 'Related trend',
    },
  },
  es: {
    errors: {
      VALIDATION_FAILED: '{detail}',
      NOT_FOUND: 'No se encontró.',
      UNAUTHORIZED: 'Vuelva a iniciar sesión.',
      TOKEN_INVALID: 'No se pudo verificar su inicio de sesión. Vuelva a iniciar sesión.',
      CSRF_MISMATCH: 'No se pudo verificar esta solicitud. Vuelva a cargar la página e inténtelo de nuevo.',
      RATE_LIMITED: 'Demasiados intentos. Espere {minutes} minutos e inténtelo de nuevo.',
      LOGIN_FAILED: 'El correo electrónico o la contraseña no son correctos.',
      MFA_TOKEN_INVALID: 'Esta verificación ha caducado. Vuelva a empezar.',
      MFA_METHOD_UNAVAILABLE: 'Este método de verificación no está configurado en su cuenta.',
      MFA_CODE_INVALID: 'El código no es correcto.',
      MFA_CODE_EXPIRED: 'El código ha caducado. Solicite uno nuevo.',
      MFA_CODE_LOCKED: 'Demasiados códigos incorrectos. Solicite uno nuevo.',
      REFRESH_TOKEN_INVALID: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
      RESET_LINK_INVALID:
        'Este enlace para restablecer la contraseña ha caducado o ya se usó. Solicite uno nuevo.',
      PASSWORD_INCORRECT: 'La contraseña actual no es correcta.',
      AUTHENTICATOR_NOT_FOUND: 'No se encontró esta aplicación de autenticación.',
      AUTHENTICATOR_CODE_INVALID: 'El código de su aplicación de autenticación no es correcto.',
      PROPERTY_NOT_ALLOWED: 'Este ajuste no se puede cambiar.',
      PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
      INTERNAL: 'Algo salió mal. Inténtelo de nuevo.',
      IDV_ATTEMPTS_EXCEEDED:
        'Lo ha intentado demasiadas veces hoy. Inténtelo mañana o elija otra forma de verificarse.',
      IDV_STEP_UNAVAILABLE: 'Su identidad ya está verificada o todavía hay una verificación en curso.',
      IDV_NOT_VERIFIED: 'Primero verifique su identidad.',
      HIPAA_NAME_MISMATCH: 'El nombre que escribió no coincide con el nombre de su cuenta.',
      HIPAA_VERSION_STALE: 'La autorización se actualizó. Léala de nuevo antes de firmar.',
      HIPAA_NOT_SIGNED: 'Primero firme la autorización HIPAA.',
      WEBHOOK_SIGNATURE_INVALID: 'La firma no es válida.',
      ONBOARDING_INCOMPLETE:
        'Firme la autorización HIPAA y guarde su dirección antes de que obtengamos sus registros médicos.',
    },
    validation: {
      required: '{field}: este campo es obligatorio.',
      invalid: '{field}: el valor no es válido.',
      too_long: '{field}: el valor es demasiado largo.',
      too_short: '{field}: el valor es demasiado corto.',
      email_invalid: '{field}: debe ser un correo electrónico válido.',
      phone_format: '{field}: debe tener 10 dígitos, como 617-555-0100.',
      date_of_birth_invalid: '{field}: debe ser una fecha real en el pasado, como AAAA-MM-DD.',
      language_invalid: '{field}: debe ser inglés o español.',
      code_format: '{field}: debe tener 6 dígitos.',
      mfa_method_invalid:
        '{field}: debe ser mensaje de texto, correo electrónico o aplicación de autenticación.',
      id_invalid: '{field}: el valor no es válido.',
      property_key_invalid: '{field}: no es un ajuste que pueda cambiar.',
      password_too_short: '{field}: debe tener al menos 12 caracteres.',
      password_too_long: '{field}: debe tener como máximo 128 caracteres.',
      password_lowercase: '{field}: debe contener una letra minúscula.',
      password_uppercase: '{field}: debe contener una letra mayúscula.',
      password_digit: '{field}: debe contener un número.',
      password_symbol: '{field}: debe contener un símbolo, como ! o #.',
      body_invalid: 'El cuerpo de la solicitud no es JSON válido.',
      record_category_unknown:
        '{field}: no es una categoría de registros. Use timeline, medications, encounters, conditions, observations, immunizations, allergies, procedures o reports.',
      vital_category_unknown:
        '{field}: no es una tendencia de signos vitales. Use BMI, HRTRT, BPRES, BLOXY, RESRT o WEIGHT.',
      lab_category_unknown:
        '{field}: no es una tendencia de laboratorio. Use CHOLH, CHOLL, CHOLT, CREAT o HbA1c.',
      date_invalid: '{field}: debe ser una fecha como AAAA-MM-DD.',
      date: '{field}: debe ser una fecha real, como AAAA-MM-DD.',
      image_invalid: '{field}: debe ser una foto JPEG, PNG o WebP.',
      base64: '{field}: no se pudo leer. Tome o elija la foto de nuevo.',
      preferred_time_range: '{field}: debe estar dentro de los próximos 30 días.',
      agreement_required: 'Marque la casilla para aceptar la autorización.',
      content_hash: '{field}: el valor no es válido.',
      ssn: '{field}: debe ser un número de Seguro Social válido de 9 dígitos.',
      number: '{field}: el número de licencia debe tener de 1 a 20 letras y números.',
      state: '{field}: elija un estado de EE. UU.',
      issue_date:
        '{field}: la fecha de emisión debe ser una fecha real, no futura, anterior a la de vencimiento.',
      expiry_date: '{field}: la fecha de vencimiento debe ser una fecha real.',
      expired: '{field}: la licencia está vencida.',
      issued_after_expiry: '{field}: la fecha de emisión debe ser anterior a la de vencimiento.',
      street: '{field}: la dirección es obligatoria.',
      city: '{field}: la ciudad es obligatoria.',
      zip: '{field}: el código postal debe tener 5 o 9 dígitos.',
      from: '{field}: la fecha de mudanza debe ser una fecha real posterior a 1900.',
      to: '{field}: la fecha en que se mudó debe ser una fecha real posterior a 1900.',
      from_after_to: '{field}: la fecha de llegada debe ser anterior a la de salida.',
      in_future: '{field}: las fechas no pueden ser futuras.',
      decision_invalid: '{field}: debe ser aprobar o rechazar.',
    },
    fields: {
      first_name: 'Nombre',
      last_name: 'Apellido',
      email: 'Correo electrónico',
      password: 'Contraseña',
      new_password: 'Nueva contraseña',
      current_password: 'Contraseña actual',
      date_of_birth: 'Fecha de nacimiento',
      phone: 'Teléfono móvil',
      language: 'Idioma',
      mfa_token: 'Verificación',
      method: 'Método de verificación',
      code: 'Código',
      token: 'Enlace',
      label: 'Nombre',
      id: 'Aplicación de autenticación',
      key: 'Ajuste',
      value: 'Valor',
      to: 'Destinatario',
      body: 'Solicitud',
      attempt_id: 'Verificación',
      document: 'Foto de la identificación',
      selfie: 'Selfi',
      document_type: 'Tipo de documento',
      preferred_time: 'Hora de la llamada',
      note: 'Nota',
      number: 'Número de licencia',
      state: 'Estado',
      issue_date: 'Fecha de emisión',
      expiry_date: 'Fecha de vencimiento',
      ssn: 'Número de Seguro Social',
      address: 'Dirección',
      primary: 'Dirección principal',
      past: 'Dirección anterior',
      version: 'Versión de la autorización',
      content_hash: 'Texto de la autorización',
      full_name: 'Nombre completo',
      agreed: 'Aceptación',
      decision: 'Decisión',
      by: 'Coordinador',
      category: 'Categoría',
      date_from: 'Fecha desde',
      date_to: 'Fecha hasta',
      with: 'Tendencia relacionada',
    },
  },
};

export const interpolate = (template: string, params: Params = {}): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * The caller's language from Accept-Language: the first supported tag by quality, else English.
 * `es-MX;q=0.9, en;q=0.8` → es.
 */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const found = ranked.find((entry) => entry.lang === 'en' || entry.lang === 'es');
  return (found?.lang as Language | undefined) ?? 'en';
}

export function errorMessage(lang: Language, code: ErrorCode, params?: Params): string {
  return interpolate(MESSAGES[lang].errors[code], params);
}

/** A validation message naming the field in the caller's language. */
export function validationMessage(lang: Language, key: string, field: string): string {
  const catalogue = MESSAGES[lang];
  const template = catalogue.validation[key] ?? catalogue.validation.invalid ?? '{field}';
  return interpolate(template, { field: catalogue.fields[field] ?? field });
}
