// The JSON API of docs/API.md: every call answers the parsed body or throws an Error with the server's message.

// A game is changed only with the token the server gave this browser when the game was made: kept in
// localStorage, so a reload or a later visit can still play it, and sent with every call about that game.
const TOKENS = 'strategist-tokens';

function tokens() {
  try {
    return JSON.parse(localStorage.getItem(TOKENS) || '{}') || {};
  } catch (e) {
    return {};
  }
}

function remember(state) {
  if (!state || !state.id || !state.token) return state;
  const all = tokens();
  all[state.id] = state.token;
  const ids = Object.keys(all);
  for (const old of ids.slice(0, Math.max(0, ids.length - 1000))) delete all[old]; // the server keeps 1000 too
  try {
    localStorage.setItem(TOKENS, JSON.stringify(all));
  } catch (e) {
    // storage full or refused: the game still plays in this page until it is reloaded
  }
  return state;
}

async function call(method, path, body, id) {
  const init = { method, headers: {} };
  const token = id ? tokens()[id] : undefined;
  if (token) init.headers['X-Game-Token'] = token;
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    // fetch rejects only when no answer came at all; the browser's own words ("Failed to fetch") say nothing
    throw new Error('the server is not answering; is strategist serve still running?');
  }
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

// The player: a random id this browser makes once and sends with every new game, so an adaptive level
// follows this browser's own results (the server knows no accounts).
const PLAYER = 'strategist-player';

export function player() {
  try {
    let id = localStorage.getItem(PLAYER);
    if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(12)); // works on plain http too, unlike randomUUID
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(PLAYER, id);
    }
    return id;
  } catch (e) {
    return null; // no storage: games of no known player
  }
}

export const catalogue = () => call('GET', '/api/catalogue');
export const saved = (limit) => call('GET', '/api/saved' + (limit ? `?limit=${limit}` : ''));
/** True for a game this browser made, and so may play: it holds the game's token. */
export const isMine = (id) => Object.prototype.hasOwnProperty.call(tokens(), id);
export const newGame = async (request) => remember(await call('POST', '/api/games', request));
const game = (id) => `/api/games/${encodeURIComponent(id)}`;
export const state = (id, waitMillis) => call('GET', game(id) + (waitMillis ? `?wait=${waitMillis}` : ''), undefined, id);
export const play = (id, move) => call('POST', `${game(id)}/moves`, { move }, id);
export const undo = (id) => call('POST', `${game(id)}/undo`, undefined, id);
export const resign = (id) => call('POST', `${game(id)}/resign`, undefined, id);
export const moveNow = (id) => call('POST', `${game(id)}/move-now`, undefined, id);
export const computer = (id) => call('POST', `${game(id)}/computer`, undefined, id);
export const pause = (id) => call('POST', `${game(id)}/pause`, undefined, id);
export const resume = (id) => call('POST', `${game(id)}/resume`, undefined, id);
export const level = (id, levels) => call('PUT', `${game(id)}/level`, levels, id);
export const hint = (id) => call('GET', `${game(id)}/hint`, undefined, id);
export const position = (id, ply) => call('GET', `${game(id)}/positions/${ply}`);
export const record = (id) => call('GET', `${game(id)}/record`);
export const importGame = async (request) => remember(await call('POST', '/api/games/import', request));
