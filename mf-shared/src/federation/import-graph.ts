import fs from 'node:fs';
import path from 'node:path';

// For the specs that guard what a first page loads: the files a module reaches by static
// relative value imports (a dynamic `import()` is a lazy chunk and is not followed), with the bare
// specifiers each imports. Test-only; nothing in the apps imports it.

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
}

/** Files reached from `entry` by relative value imports, with the bare specifiers each imports. */
export function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const specs = [
      ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms),
    ].map((m) => m[1] ?? m[2]);
    seen.set(
      file,
      specs.filter((s) => !s.startsWith('.')),
    );
    for (const s of specs.filter((x) => x.startsWith('.'))) {
      const next = resolve(file, s);
      if (next) queue.push(next);
    }
  }
  return seen;
}
