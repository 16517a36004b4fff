// The JSON API of docs/API.md: every call answers the parsed body or throws an Error with the server's message.

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    // not JSON: reported below by the status
  }
  if (!response.ok) {
    const message = data && data.error ? data.error : `the server answered ${response.status}`;
    const error = new Error(message);
    error.status = response.status;
    throw error;
  }
  return data;
}

export const catalogue = () => call('GET', '/api/catalogue');
export const saved = () => call('GET', '/api/saved');
export const newGame = (request) => call('POST', '/api/games', request);
export const state = (id, waitMillis) =>
  call('GET', `/api/games/${encodeURIComponent(id)}` + (waitMillis ? `?wait=${waitMillis}` : ''));
export const play = (id, move) => call('POST', `/api/games/${encodeURIComponent(id)}/moves`, { move });
export const undo = (id) => call('POST', `/api/games/${encodeURIComponent(id)}/undo`);
export const resign = (id) => call('POST', `/api/games/${encodeURIComponent(id)}/resign`);
export const moveNow = (id) => call('POST', `/api/games/${encodeURIComponent(id)}/move-now`);
export const computer = (id) => call('POST', `/api/games/${encodeURIComponent(id)}/computer`);
export const pause = (id) => call('POST', `/api/games/${encodeURIComponent(id)}/pause`);
export const resume = (id) => call('POST', `/api/games/${encodeURIComponent(id)}/resume`);
export const hint = (id) => call('GET', `/api/games/${encodeURIComponent(id)}/hint`);
export const position = (id, ply) => call('GET', `/api/games/${encodeURIComponent(id)}/positions/${ply}`);
export const record = (id) => call('GET', `/api/games/${encodeURIComponent(id)}/record`);
export const importGame = (request) => call('POST', '/api/games/import', request);
