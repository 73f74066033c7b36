/** Loads a third-party script (payment providers) once per URL. */
export interface ScriptLoader {
  load(src: string, attributes?: Record<string, string>): Promise<void>;
}

export function createScriptLoader(doc: Document = document): ScriptLoader {
  const loaded = new Map<string, Promise<void>>();
  return {
    load(src, attributes = {}) {
      const existing = loaded.get(src);
      if (existing) return existing;
      const promise = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
        script.onload = () => resolve();
        script.onerror = () => {
          loaded.delete(src);
          script.remove();
          reject(new Error(`Could not load ${src}`));
        };
        doc.head.appendChild(script);
      });
      loaded.set(src, promise);
      return promise;
    },
  };
}
