/**
 * The stylesheets a route's markup needs, read from the route table that scripts/vite/route-preload.ts writes into
 * the built index.html (`{"r":[[pattern, files]], ..., "b": base}`): a server-rendered page links them
 * in <head>, so its markup paints styled before any script runs. Empty in development (Vite injects
 * styles with the modules there).
 */
export function stylesheetsFor(template: string, pathname: string): string[] {
  const table = /\}\)\((\{"r":[\s\S]*?\})\);<\/script>/.exec(template)?.[1];
  if (!table) return [];
  try {
    const parsed = JSON.parse(table) as { r: [string, string[]][]; b: string };
    const path = pathname.replace(/\/+$/, '') || '/';
    const route = parsed.r.find(([pattern]) => new RegExp(pattern).test(path));
    return (route?.[1] ?? []).filter((file) => file.endsWith('.css')).map((file) => `${parsed.b}${file}`);
  } catch {
    return [];
  }
}
