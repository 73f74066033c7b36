import { AsyncLocalStorage } from 'node:async_hooks';

// Each test file enables AsyncLocalStorages of its own (jest-circus's test execution context, and
// any that react-dom, react-router or msw make and run), and nothing disables them when the file
// ends. On Node 20 an enabled storage is visited for every promise and every other async resource
// the process creates, until it is disabled: a jest worker grew slower with every file it had run
// (a promise-heavy file took three times as long after a hundred others as on its own). So each
// file starts by disabling the storages the worker's earlier files enabled; none of their code
// runs any more, and this file's own are enabled after this point. Node versions whose storages
// need no hook (AsyncContextFrame) have no `_enable`, and nothing is done.

type Storage = AsyncLocalStorage<unknown> & { _enable?: () => void };

/** The storages enabled since the last file started, kept on the worker's one prototype. */
const ENABLED = Symbol.for('storefront.test.enabledAsyncLocalStorages');

const prototype = AsyncLocalStorage.prototype as Storage & { [ENABLED]?: Set<Storage> };
const enable = prototype._enable;
if (typeof enable === 'function') {
  let enabled = prototype[ENABLED];
  if (!enabled) {
    const seen = new Set<Storage>();
    enabled = seen;
    prototype[ENABLED] = seen;
    prototype._enable = function (this: Storage) {
      seen.add(this);
      enable.call(this);
    };
  }
  for (const storage of enabled) storage.disable();
  enabled.clear();
}
