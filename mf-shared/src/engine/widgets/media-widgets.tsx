import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeView } from '../../charts/lazy-widgets';
import { captionLines } from '../../charts/qr-file';
import { currentLocale } from '../../i18n/i18n';
import { FieldFrame, ViewValue } from './field-frame';
import type { WidgetProps } from './widget-types';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Image with an empty placeholder when there is no address or it fails to load (000 §8). */
export function ImageView({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const { t } = useTranslation('engine');
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  if (!src || failed)
    return (
      <Box
        data-testid={testId ? `${testId}-empty` : undefined}
        sx={{
          width: 160,
          height: 120,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Stack sx={{ alignItems: 'center' }}>
          <ImageNotSupported color="disabled" />
          <Typography variant="caption" color="text.secondary">
            {t('widget.image_empty')}
          </Typography>
        </Stack>
      </Box>
    );
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      data-testid={testId}
      sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
    />
  );
}

export function ImageWidget(props: WidgetProps) {
  const image = <ImageView src={text(props.value)} alt={props.label} testId={`image-${props.field.name}`} />;
  if (props.readOnly) return <ViewValue props={props}>{image}</ViewValue>;
  return <FieldFrame props={props}>{image}</FieldFrame>;
}

/**
 * Upload to a configurable action address (000 §7: `source.dataUrl` of the field). The reply's
 * `result.url` (or `result`) becomes the value; one file at a time.
 */
export function UploadWidget(props: WidgetProps) {
  const { t } = useTranslation('engine');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const action = props.field.source?.dataUrl;
  if (props.readOnly) return <ViewValue props={props} />;
  const upload = async (file: File) => {
    if (!action) return;
    setState('busy');
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await fetch(action, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'x-locale': currentLocale() },
      });
      const reply = (await response.json()) as { status?: string; result?: { url?: string } | string };
      if (!response.ok || (reply.status !== 'OK' && reply.status !== '200')) throw new Error(reply.status);
      props.onChange(typeof reply.result === 'string' ? reply.result : (reply.result?.url ?? file.name));
      setState('idle');
    } catch (error) {
      console.warn('upload failed', error);
      setState('failed');
    }
  };
  return (
    <FieldFrame props={props}>
      <input
        ref={input}
        id={props.id}
        type="file"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFile />}
        disabled={props.disabled || state === 'busy' || !action}
        onClick={() => input.current?.click()}
      >
        {state === 'busy' ? t('widget.uploading') : t('widget.upload')}
      </Button>
      <Typography variant="body2">{text(props.value)}</Typography>
      {state === 'failed' && <FormHelperText error>{t('widget.upload_failed')}</FormHelperText>}
    </FieldFrame>
  );
}

/** The address a value stands for: the field's `link` template with locale and value (001 §2 QR link paths). */
export function linkOf(template: string | undefined, value: string, locale: string): string {
  if (!template) return value;
  const path = template.replace('{locale}', locale).replace('{value}', encodeURIComponent(value));
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).toString();
}

/** The caption's values of a QR field (001 §2 lot labels): a Korean name is read from its English pair in English. */
function qrCaptionValues(field: WidgetProps['field'], values: WidgetProps['values'], locale: string): string[] {
  return captionLines(
    (field.qrCaption ?? []).map((name) => {
      const english = name.endsWith('_locale') ? name.slice(0, -'_locale'.length) : undefined;
      const pick = locale === 'en' && english && values?.[english] ? english : name;
      return values?.[pick];
    }),
  );
}

/**
 * QR code of the value (000 §2), drawn by the shared lazy QR view (canvas, PNG / SVG downloads). A
 * declared caption (a lot's name and date, then the code's kind: its label) goes under it, names its
 * files with the kind and brings Print and Copy link.
 */
export function QrWidget(props: WidgetProps) {
  const value = text(props.value);
  const locale = currentLocale();
  const href = linkOf(props.field.link, value, locale);
  const labelled = !!props.field.qrCaption;
  // The code's kind (its label: public or cafe receiving) closes the caption, so a printed label
  // stuck on a bag still says which of the lot's two codes it is.
  const named = qrCaptionValues(props.field, props.values, locale);
  const caption = labelled && props.label ? [...named, props.label] : named;
  return (
    <ViewValue props={props}>
      {value && (
        <Box data-testid={`qr-${props.field.name}`}>
          <QrCodeView
            value={href}
            caption={caption}
            fileName={labelled ? [named[0], props.label] : []}
            tools={labelled}
          />
          {props.field.link && (
            <Link
              href={href}
              data-testid={`qr-link-${props.field.name}`}
              sx={{ display: 'block', wordBreak: 'break-all', fontSize: '0.8rem' }}
            >
              {href}
            </Link>
          )}
        </Box>
      )}
    </ViewValue>
  );
}
