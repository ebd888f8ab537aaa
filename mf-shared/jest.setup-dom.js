// jsdom leaves out what Node has and a browser has too: react-router needs TextEncoder when loaded.
// Only in the jsdom environment (`.spec.tsx` files name it); the node one has these already.
if (typeof window !== 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
}
