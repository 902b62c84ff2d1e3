// Register the service worker (hooks/offline.py) once the page has loaded, so that caching the
// whole site for offline use never competes with showing this page.
if ("serviceWorker" in navigator) {
  const worker = new URL("../sw.js", import.meta.url);
  const register = () => navigator.serviceWorker.register(worker, { scope: new URL("../", import.meta.url).pathname });
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
