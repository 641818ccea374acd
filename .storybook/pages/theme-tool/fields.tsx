import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { hasGenericFallback, isHexColour, logoDataUri, type Brand } from '@portal/brands';
import { TextField } from '@portal/ui';

/** `onPrimary` → `On primary`: the role as a partner reads it. */
export const roleLabel = (role: string) =>
  role.charAt(0).toUpperCase() + role.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** A colour as the browser's picker and as a hex code, each editing the other; `hint` says where it is drawn. */
export function ColourField({
  label,
  value,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  hint: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // A colour changed elsewhere (the picker, a suggested shade, "Start from") replaces what is typed here
  useEffect(() => setText(value), [value]);
  const invalid = !isHexColour(text);
  return (
    <div className="flex flex-wrap items-start gap-3 py-2">
      <input
        id={`${id}-picker`}
        type="color"
        aria-label={label}
        value={value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-14 shrink-0 cursor-pointer rounded-brand border border-border bg-surface"
      />
      <TextField
        label={`${label}, hex code`}
        hint={hint}
        value={text}
        spellCheck={false}
        error={invalid ? 'Write it as # and six hex digits, like #1d4f91.' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (isHexColour(e.target.value)) onChange(e.target.value.toLowerCase());
        }}
        fieldClassName="min-w-48 flex-1"
      />
    </div>
  );
}

const LOGO_TYPES = ['image/svg+xml', 'image/png'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * The logo as the brand file holds it, an SVG: an SVG file as it is (from its <svg>, a prolog dropped), a PNG
 * inside an SVG of its own size. The base64's `=` padding goes on a line of its own: the schema refuses
 * `on…=` (an event handler) and base64 may end in such letters; browsers skip whitespace in base64.
 */
export async function logoSvgFromFile(file: File): Promise<string> {
  const dataUrl = await readAsDataUrl(file);
  if (file.type === 'image/svg+xml') {
    const text = await file.text();
    const start = text.indexOf('<svg');
    return start === -1 ? text : text.slice(start).trim();
  }
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const { naturalWidth: width, naturalHeight: height } = image;
  const href = dataUrl.replace(/=+$/, '\n$&');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<image href="${href}" width="${width}" height="${height}"/></svg>`
  );
}

/**
 * Logo upload (SVG or PNG), refused with the reason when the brand schema would refuse it (type, size, scripts),
 * and previewed where the portal shows it: on the header, and on light and dark surfaces.
 */
export function LogoField({
  brand,
  headerColour,
  check,
  onChange,
}: {
  brand: Brand;
  headerColour: { background: string; text: string };
  check: (svg: string) => string[];
  onChange: (svg: string) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      setProblem(`“${file.name}” is not an SVG or PNG file. Export your logo as SVG (best) or PNG.`);
      return;
    }
    const svg = await logoSvgFromFile(file).catch(() => undefined);
    const problems = svg === undefined ? ['the file could not be read as an image'] : check(svg);
    if (svg === undefined || problems.length > 0) {
      setProblem(`“${file.name}” cannot be the logo: ${problems.join('; ')}.`);
      return;
    }
    setProblem(undefined);
    onChange(svg);
  };
  const surfaces = [
    { name: 'On the header', background: headerColour.background, color: headerColour.text },
    { name: 'On a light surface', background: '#ffffff', color: '#111111' },
    { name: 'On a dark surface', background: '#111111', color: '#ffffff' },
  ];
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="font-semibold">
        Logo (SVG or PNG)
      </label>
      <input
        id={id}
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => void choose(e)}
        className="text-sm"
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="font-semibold text-danger">
          {problem}
        </p>
      )}
      <ul aria-label="Logo previews" className="grid gap-2 sm:grid-cols-3">
        {surfaces.map((surface) => (
          <li
            key={surface.name}
            className="flex flex-col gap-2 rounded-brand border border-border p-3"
            style={{ background: surface.background, color: surface.color }}
          >
            <span className="text-sm">{surface.name}</span>
            <img
              src={logoDataUri(brand)}
              alt={`${brand.name} logo, ${surface.name.toLowerCase()}`}
              className="h-10 w-auto self-start"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A font list, with a warning when a device lacking every named font would fall back to the browser's default. */
export function FontField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      spellCheck={false}
      hint={
        <>
          The portal downloads no fonts: a patient sees the first font in this list their device has.
          {!hasGenericFallback(value) && (
            <strong className="block text-on-surface">
              Warning, no fallback: end the list with a generic family such as sans-serif or serif, or devices
              without these fonts show the browser’s default.
            </strong>
          )}
        </>
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
