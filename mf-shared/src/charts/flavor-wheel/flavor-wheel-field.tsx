import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import { useEffect, useRef, useState } from 'react';
import { useChartText } from '../charts-text';
import { downloadBlob, svgToPng } from '../download';
import { timestampFileName } from '../timestamp-name';
import { toggleWheelTarget, wheelTargetIds } from '../wheel-toggle';
import { useIsMobile } from '../../ui/use-is-mobile';
import { FlavorWheel } from './flavor-wheel';
import { WheelPhonePicker } from './wheel-phone-picker';
import { loadFlavorWheel } from './load-wheel';
import { clampRotation, flattenWheel, type WheelMode, type WheelNode } from './wheel-tree';

export interface FlavorWheelFieldProps<T extends readonly string[] | string> {
  /** The target field: a list of ids or a comma-separated string; the same shape comes back. */
  value: T;
  onChange: (next: T) => void;
  rotation?: number;
  onRotationChange?: (deg: number) => void;
  /** The wheel's style, when the caller keeps it (a QC note stores it as its simple/reverse flags). */
  mode?: WheelMode;
  onModeChange?: (mode: WheelMode) => void;
  /** File name prefix of the PNG export (timestamp YYYYMMDDHHmmss is appended). */
  exportPrefix?: string;
  readOnly?: boolean;
  /** The style, rotation and PNG controls (a QC note's; a drinker's note shows only the wheel). */
  controls?: boolean;
}

/**
 * The flavor-wheel field: wheel, style and rotation controls (−180…180, live, 0.1° steps), the
 * list of selected terms (each removable) and a PNG export named prefix + YYYYMMDDHHmmss.
 */
export function FlavorWheelField<T extends readonly string[] | string>({
  value,
  onChange,
  rotation: rotationProp,
  onRotationChange,
  mode: modeProp,
  onModeChange,
  exportPrefix = 'flavorwheel_',
  readOnly = false,
  controls = true,
}: FlavorWheelFieldProps<T>) {
  const { c, lang } = useChartText();
  const [ownMode, setOwnMode] = useState<WheelMode>('full');
  const mode = modeProp ?? ownMode;
  const setMode = (m: WheelMode) => {
    setOwnMode(m);
    onModeChange?.(m);
  };
  const [ownRotation, setOwnRotation] = useState(0);
  const rotation = rotationProp ?? ownRotation;
  const svg = useRef<SVGSVGElement>(null);
  const [roots, setRoots] = useState<WheelNode[]>([]);
  const [byId, setById] = useState<Map<string, WheelNode>>(new Map());
  useEffect(() => {
    loadFlavorWheel().then(
      (n) => {
        setRoots(n);
        setById(new Map(flattenWheel(n).map((x) => [x.id, x])));
      },
      () => undefined,
    );
  }, []);
  // On a phone the outer sectors are a few pixels wide: terms are picked from lists or by name,
  // and the wheel above them is the picture of what is picked (still tappable).
  const phone = useIsMobile();
  const setRotation = (deg: number) => {
    const r = clampRotation(deg);
    setOwnRotation(r);
    onRotationChange?.(r);
  };
  const toggle = (id: string) => {
    if (!readOnly) onChange(toggleWheelTarget(value, id));
  };
  const exportPng = async () => {
    if (svg.current) downloadBlob(await svgToPng(svg.current), timestampFileName(exportPrefix, 'png'));
  };
  const ids = wheelTargetIds(value);
  const selectedList = (
    <Box data-testid="wheel-selected">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {c.selected} ({ids.length})
      </Typography>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {c.none_selected}
        </Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {ids.map((id) => {
            const n = byId.get(id);
            const label = n ? (lang === 'kr' ? `${n.nameKr} · ${n.name}` : `${n.name} · ${n.nameKr}`) : id;
            return (
              <Chip
                key={id}
                label={label}
                data-testid={`wheel-chip-${id}`}
                onDelete={readOnly ? undefined : () => toggle(id)}
                sx={n ? { borderLeft: `6px solid ${n.colour}` } : undefined}
              />
            );
          })}
        </Stack>
      )}
    </Box>
  );
  return (
    <Stack spacing={2}>
      {phone && !readOnly && roots.length > 0 && (
        <WheelPhonePicker roots={roots} byId={byId} selected={new Set(ids)} onToggle={toggle} />
      )}
      {phone && selectedList}
      {controls && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControl size="small" sx={{ minWidth: 140 }}>
            <InputLabel id="wheel-mode-label">{c.wheel_mode}</InputLabel>
            <Select
              labelId="wheel-mode-label"
              label={c.wheel_mode}
              value={mode}
              onChange={(e) => setMode(e.target.value as WheelMode)}
              inputProps={{ 'data-testid': 'wheel-mode' }}
              disabled={readOnly && !!onModeChange}
            >
              <MenuItem value="full">{c.mode_full}</MenuItem>
              <MenuItem value="simple">{c.mode_simple}</MenuItem>
              <MenuItem value="reverse">{c.mode_reverse}</MenuItem>
            </Select>
          </FormControl>
          <Box sx={{ flex: 1, px: 1 }}>
            <Typography id="wheel-rotation-label" variant="caption">
              {c.rotation}: {rotation}°
            </Typography>
            <Slider
              aria-labelledby="wheel-rotation-label"
              min={-180}
              max={180}
              step={0.1}
              value={rotation}
              onChange={(_, v) => setRotation(v as number)}
              disabled={readOnly && !!onRotationChange}
              data-testid="wheel-rotation"
            />
          </Box>
          <Button
            startIcon={<DownloadIcon />}
            variant="outlined"
            onClick={() => void exportPng()}
            data-testid="wheel-export-png"
          >
            {c.export_png}
          </Button>
        </Stack>
      )}
      <FlavorWheel ref={svg} value={value} onToggle={(id) => toggle(id)} mode={mode} rotation={rotation} />
      {!phone && selectedList}
    </Stack>
  );
}
