import { codeInfoOf, type CodeInfoReply, type FieldDecl } from '@beantrail/contracts';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../api/api-client';
import type { SelectOption } from './options';

interface Shown {
  name: string;
  info: CodeInfoReply;
  failed?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : '');

/** What master data says of a code, in the reader's language first: the description, then the detail. */
function infoTexts(info: CodeInfoReply, korean: boolean): string[] {
  if (!info) return [];
  const desc = korean
    ? text(info.variety_desc_kr) || text(info.variety_desc)
    : text(info.variety_desc) || text(info.variety_desc_kr);
  return [desc, text(info.variety_detail)].filter(Boolean);
}

/**
 * One button per chosen code of a group whose codes have information in master data (contracts
 * CODE_INFO: the varieties, 001 §3 Variety): pressing it reads that information and shows it, or
 * 001 §4's alert "no information for this variety" when master data says nothing of the code.
 */
export function CodeInfoButtons({
  field,
  chosen,
  options,
}: {
  field: FieldDecl;
  chosen: string[];
  options: SelectOption[];
}) {
  const { t, i18n } = useTranslation(['engine', 'message']);
  const [shown, setShown] = useState<Shown | null>(null);
  const source = codeInfoOf(field);
  if (!source || chosen.length === 0) return null;
  const labelOf = (code: string) => options.find((o) => o.value === code)?.label ?? code;
  const open = async (code: string) => {
    try {
      const reply = await apiRequest<CodeInfoReply>(source.url, { method: 'POST', body: { code_id: code } });
      setShown({ name: labelOf(code), info: reply.result ?? null });
    } catch {
      setShown({ name: labelOf(code), info: null, failed: true });
    }
  };
  const texts = infoTexts(shown?.info ?? null, i18n.language !== 'en');
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {chosen.map((code) => (
          <Button
            key={code}
            size="small"
            variant="text"
            startIcon={<InfoOutlined fontSize="small" />}
            onClick={() => void open(code)}
            data-testid={`info-${field.name}-${code}`}
            sx={{ minHeight: 32 }}
          >
            {t('engine:widget.info', { name: labelOf(code) })}
          </Button>
        ))}
      </Stack>
      <Dialog open={!!shown} onClose={() => setShown(null)} data-testid="info-dialog" fullWidth maxWidth="sm">
        <DialogTitle>{shown ? t('engine:widget.info', { name: shown.name }) : ''}</DialogTitle>
        <DialogContent>
          {texts.length ? (
            texts.map((p, i) => (
              <DialogContentText key={i} sx={{ whiteSpace: 'pre-line', mb: 1 }}>
                {p}
              </DialogContentText>
            ))
          ) : (
            <DialogContentText role="alert">
              {t(shown?.failed ? 'message:error_text' : `message:${source.none}`)}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShown(null)} data-testid="info-dialog-close">
            {t('engine:widget.info_close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
