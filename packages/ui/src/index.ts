/**
 * The public API of @portal/ui.
 * Styles: `import '@portal/ui/styles.css'` and `import '@portal/ui/brands.css'` once in the app.
 * The brand registry (host → brand, tokens, contrast check) is its own package, @portal/brands.
 */
export { cn } from './lib/cn';
export { capitalizeFirst } from './lib/capitalize';
export { composeEventHandlers } from './lib/compose';

export * from './components/icons/icons';
export { Button, buttonVariants, type ButtonProps } from './components/button/button';
export { IconButton, iconButtonVariants, type IconButtonProps } from './components/icon-button/icon-button';
export { Link, linkVariants, type LinkProps } from './components/link/link';
export { Spinner, spinnerVariants, type SpinnerProps } from './components/spinner/spinner';
export { ScrollRegion, type ScrollRegionProps } from './components/scroll-region/scroll-region';
export { Skeleton, skeletonVariants } from './components/skeleton/skeleton';
export {
  FormField,
  FieldError,
  controlClasses,
  type FormFieldProps,
  type FieldControlProps,
} from './components/form-field/form-field';
export { Input, TextField, type TextFieldProps } from './components/text-field/text-field';
export { DateField, type DateFieldProps } from './components/date-field/date-field';
export { Select, type SelectOption, type SelectProps } from './components/select/select';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { FileButton, type FileButtonProps } from './components/file-button/file-button';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/radio-group';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardProps,
  type CardTitleProps,
} from './components/card/card';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs/tabs';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog/dialog';
export { Alert, alertVariants, type AlertProps } from './components/alert/alert';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { PageHeader, type PageHeaderProps } from './components/page-header/page-header';
export { AppShell, type AppShellProps } from './components/app-shell/app-shell';
export {
  LanguageSwitch,
  defaultLanguages,
  type LanguageOption,
  type LanguageSwitchProps,
} from './components/language-switch/language-switch';
export { Stepper, type StepperProps } from './components/stepper/stepper';
export {
  Toaster,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToasterProps,
  type ToastItem,
  type ToastVariant,
} from './components/toast/toast';
export {
  InactivityDialog,
  defaultInactivityDialogLabels,
  type InactivityDialogLabels,
  type InactivityDialogProps,
} from './components/inactivity-dialog/inactivity-dialog';
export { PhoneInput, type PhoneInputProps } from './components/phone-input/phone-input';
export {
  formatPhoneDisplay,
  phoneDigits,
  toSubmittedPhone,
  pastedPhoneDigits,
  applyPhoneEdit,
  PHONE_DIGITS,
} from './components/phone-input/phone-format';
export {
  StatusBadge,
  statusBadgeVariants,
  type StatusBadgeProps,
  type StatusTone,
} from './components/status-badge/status-badge';
export {
  AddressAutocomplete,
  defaultAddressLabels,
  type AddressAutocompleteProps,
  type AddressLabels,
} from './components/address-autocomplete/address-autocomplete';
export {
  addressFromPlace,
  addressFromPlaceComponents,
  validateAddress,
  defaultAddressMessages,
  emptyAddress,
  US_STATES,
  ZIP_PATTERN,
  type Address,
  type AddressComponent,
  type AddressErrors,
  type AddressLimits,
  type AddressMessages,
} from './components/address-autocomplete/address';
export {
  TrendChart,
  defaultTrendChartLabels,
  type TrendChartLabels,
  type TrendChartProps,
  type TrendPoint,
  type TrendSeries,
  type ReferenceBand,
} from './components/trend-chart/trend-chart';
export { downsample } from './components/trend-chart/downsample';
export { niceTicks, type NiceScale } from './components/trend-chart/nice-ticks';
export {
  summariseSeries,
  type Direction,
  type RangePosition,
  type SeriesSummary,
} from './components/trend-chart/summarise';
export { PrintButton, PrintOnlyHeading, type PrintButtonProps } from './components/print-view/print-button';
export {
  openPrintView,
  printableCopy,
  printMarkers,
  PRINT_POPUP,
  type PrintOpener,
  type PrintPopup,
} from './components/print-view/print-view';
