import { TextField, type TextFieldProps } from '../text-field/text-field';

export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A date as YYYY-MM-DD (the API's format) through the browser's own date input: its keyboard entry and
 * picker are localised and accessible without a custom calendar.
 */
export function DateField(props: DateFieldProps) {
  return <TextField type="date" {...props} />;
}
