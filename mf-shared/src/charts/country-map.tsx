import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { geoEqualEarth, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useChartText } from './charts-text';
import { countryNameOf } from './country-names';
import { MAP_ZOOM_MIN, stepZoom } from './map-zoom';

type CountryFeature = Feature<Geometry, { name: string }>;

let atlas: Promise<CountryFeature[]> | null = null;
/** world-atlas 110m countries, as a chunk of its own loaded on first use (spec 000 §4). */
function loadCountries(): Promise<CountryFeature[]> {
  atlas ??= import(/* webpackChunkName: "world-atlas-110m" */ 'world-atlas/countries-110m.json').then((m) => {
    const topo = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    return (feature(topo, topo.objects.countries) as FeatureCollection<Geometry, { name: string }>)
      .features as CountryFeature[];
  });
  atlas.catch(() => {
    atlas = null;
  });
  return atlas;
}

export interface CountryLabel {
  kr: string;
  en: string;
}

export interface CountryMapProps {
  /** Listed countries by ISO 3166 numeric id ("076" Brazil), as a list or a label map (CLDR names when no label). */
  countries: readonly string[] | Readonly<Record<string, CountryLabel>>;
  /** Start with the "listed countries only" filter on. */
  onlyListed?: boolean;
  highlight?: string;
}

const W = 960;
const H = 500;

/**
 * Country map (spec 000 §2/§4) with d3-geo and topojson: listed countries filled, names by
 * locale from the label map, else CLDR's (the atlas's English name last), a switch limiting the view to the
 * listed countries, zoom ×4/3 per click between 100 and 40000 (%). Load failures are logged only.
 */
export function CountryMap({ countries, onlyListed = false, highlight = '#6d4c41' }: CountryMapProps) {
  const { c, lang } = useChartText();
  const [features, setFeatures] = useState<CountryFeature[] | null>(null);
  const [filter, setFilter] = useState(onlyListed);
  const [zoom, setZoom] = useState(MAP_ZOOM_MIN);
  useEffect(() => {
    let live = true;
    loadCountries().then(
      (f) => live && setFeatures(f),
      // Spec 000 §4: a failed map load is logged only; the page stays usable.
      (e: unknown) => console.warn('country map: world atlas could not be loaded', e),
    );
    return () => {
      live = false;
    };
  }, []);
  const labels: Readonly<Record<string, CountryLabel>> | null = Array.isArray(countries)
    ? null
    : (countries as Readonly<Record<string, CountryLabel>>);
  const listed = useMemo(() => new Set(Array.isArray(countries) ? countries : Object.keys(countries)), [countries]);
  const drawn = useMemo(() => {
    if (!features) return null;
    const shown = filter ? features.filter((f) => listed.has(String(f.id))) : features;
    const fitTo = filter && shown.length ? shown : features;
    const projection = geoEqualEarth().fitSize([W, H], { type: 'FeatureCollection', features: fitTo });
    projection.scale(projection.scale() * (zoom / 100));
    const path = geoPath(projection);
    return shown.map((f) => ({ f, d: path(f) ?? '' }));
  }, [features, filter, listed, zoom]);
  const nameById = (id: string) => labels?.[id]?.[lang] ?? countryNameOf(id, lang);
  const nameOf = (f: CountryFeature) => nameById(String(f.id)) ?? f.properties.name;
  return (
    <Box data-testid="country-map">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton
          aria-label={c.zoom_out}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
          data-testid="map-zoom-out"
          size="small"
        >
          <RemoveIcon />
        </IconButton>
        <Typography variant="body2" data-testid="map-zoom">
          {c.zoom} {Math.round(zoom)}%
        </Typography>
        <IconButton
          aria-label={c.zoom_in}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
          data-testid="map-zoom-in"
          size="small"
        >
          <AddIcon />
        </IconButton>
        <FormControlLabel
          control={
            <Switch checked={filter} onChange={(e) => setFilter(e.target.checked)} data-testid="map-only-listed" />
          }
          label={c.only_listed}
        />
      </Stack>
      {drawn ? (
        <Box sx={{ overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <svg
            viewBox={`0 0 ${W} ${H}`}
            width="100%"
            role="img"
            aria-label={`${c.map}: ${[...listed].map((id) => nameById(id) ?? id).join(', ')}`}
          >
            {drawn.map(({ f, d }) => (
              <path
                key={String(f.id ?? f.properties.name)}
                d={d}
                fill={listed.has(String(f.id)) ? highlight : '#d7d2cc'}
                stroke="#fff"
                strokeWidth={0.5}
              >
                <title>{nameOf(f)}</title>
              </path>
            ))}
          </svg>
        </Box>
      ) : (
        <Skeleton variant="rectangular" height={220} />
      )}
    </Box>
  );
}
