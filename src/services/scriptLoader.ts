/**
 * Loads a third-party script (payment providers) once per URL, or once per `key` where the same
 * loader must run again for something new (Walley's loader reads the checkout token from its own tag).
 */
export interface ScriptLoader {
  load(src: string, attributes?: Record<string, string>, options?: { key?: string }): Promise<void>;
}

export function createScriptLoader(doc: Document = document): ScriptLoader {
  const loaded = new Map<string, Promise<void>>();
  return {
    load(src, attributes = {}, { key = src } = {}) {
      const existing = loaded.get(key);
      if (existing) return existing;
      const promise = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
        script.onload = () => resolve();
        script.onerror = () => {
          loaded.delete(key);
          script.remove();
          reject(new Error(`Could not load ${src}`));
        };
        doc.head.appendChild(script);
      });
      loaded.set(key, promise);
      return promise;
    },
  };
}
