// The page: set up a game, draw it, send moves, and follow the computer while it thinks.
import * as api from './api.js';
import { drawBoard } from './board.js';

const $ = (id) => document.getElementById(id);
let catalogue = null;
let current = null;     // the last state the server sent
let epoch = 0;          // bumps on every new game or action, so a stale answer is never drawn
let busy = false;       // a request of ours is on its way: the board stays locked
let events = null;      // the analysis stream of the game shown, while the computer plays
let analysisOf = null;  // the game whose analysis the panel shows

function gameInfo(name) {
  return catalogue.games.find((g) => g.name === name);
}

function showOptions() {
  const game = gameInfo($('game').value);
  const box = $('options');
  box.replaceChildren();
  for (const option of game.options) {
    const label = document.createElement('label');
    label.textContent = option.name + ' ';
    label.title = option.description;
    const select = document.createElement('select');
    select.name = option.name;
    select.dataset.option = option.name;
    for (const value of option.allowed) {
      const o = new Option(value, value, false, value === option.default);
      select.add(o);
    }
    label.appendChild(select);
    box.appendChild(label);
  }
  const side = $('side');
  side.options[0].textContent = `first (${game.sides[0]})`;
  side.options[1].textContent = `second (${game.sides[1]})`;
  showWatchSettings();
}

function showWatchSettings() {
  const watching = $('side').value === 'watch';
  $('watch-settings').hidden = !watching;
  $('adaptive-setting').hidden = watching;
}

/** The short name of an algorithm for the status line: "engine", "Monte Carlo". */
function algorithmLabel(name) {
  return name === 'engine' ? 'engine' : name === 'mcts' ? 'Monte Carlo' : 'guided Monte Carlo';
}

function showError(e) {
  $('error').textContent = e ? e.message : '';
}

async function act(action) {
  const mine = ++epoch;
  busy = true;
  render();
  showError(null);
  try {
    const s = await action();
    if (mine !== epoch) return;
    busy = false;
    show(s);
  } catch (e) {
    if (mine !== epoch) return;
    busy = false;
    showError(e);
    render();
  }
}

/**
 * Follows the computer's analysis of game `s` over server-sent events, only while the computer plays:
 * a browser allows few connections to one server, so an idle page holds none.
 */
function listen(s) {
  if (analysisOf !== s.id) { // another game: its analysis starts empty
    $('analysis').hidden = true;
    analysisOf = s.id;
  }
  if (events && (events.gameId !== s.id || !computerPlaysOn(s))) stopListening();
  if (events || !computerPlaysOn(s)) return;
  events = new EventSource(`/api/games/${encodeURIComponent(s.id)}/events`);
  events.gameId = s.id;
  events.addEventListener('analysis', (e) => showAnalysis(JSON.parse(e.data)));
}

function stopListening() {
  if (events) events.close();
  events = null;
}

function showAnalysis(a) {
  if (!current || !a) return;
  const side = current.sides[a.side];
  $('an-depth').textContent = String(a.depth);
  $('an-score').textContent = `${side} ${a.scoreText}`;
  $('an-nps').textContent = a.nodesPerSecond.toLocaleString('en');
  $('an-pv').textContent = a.pv.join(' ');
  // the first player's share of the bar: a proven result fills it, an evaluation leans it
  const lean = a.decisive ? Math.sign(a.firstPlayerScore) : Math.tanh(a.firstPlayerScore / 300);
  $('eval-fill').style.width = `${Math.round(50 + 50 * lean)}%`;
  $('analysis').hidden = false;
}

function show(s) {
  current = s;
  listen(s);
  if (location.hash !== '#' + s.id) history.replaceState(null, '', '#' + s.id);
  render();
  if (computerPlaysOn(s)) follow(epoch);
}

/** True while the computer will move without us: it thinks, or a watched game goes on. */
function computerPlaysOn(s) {
  return s.thinking || (s.you < 0 && !s.paused && !s.over);
}

const pause = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

/**
 * Follows the computer's moves with bounded long polls, as long as nothing newer happened; between the
 * moves of a watched game (nobody thinking) it looks again a little later rather than at once.
 */
async function follow(mine) {
  while (mine === epoch && current && computerPlaysOn(current)) {
    try {
      if (!current.thinking) await pause(200);
      const s = await api.state(current.id, 5000);
      if (mine !== epoch) return;
      current = s;
      listen(s);
      render();
    } catch (e) {
      if (mine === epoch) showError(e);
      return;
    }
  }
}

function statusText(s) {
  if (s.over) return s.result.message;
  const side = s.sides[s.toMove];
  if (s.you < 0) {
    if (s.thinking) return `${side} (level ${s.levels[s.toMove]}, ${algorithmLabel(s.algorithms[s.toMove])}) is thinking…`;
    return s.paused ? `Paused: ${side} to move` : `${side} to move`;
  }
  if (s.thinking) return `The computer (${side}) is thinking…`;
  if (s.yourTurn) return `Your turn (${side})`;
  return `The computer (${side}) is to move`;
}

/** Who the computer is: "Computer: level 4, Monte Carlo (adaptive)", or both sides when watching. */
function opponentText(s) {
  const one = (side) => `level ${s.levels[side]}, ${algorithmLabel(s.algorithms[side])}`;
  if (s.you < 0) return `${s.sides[0]}: ${one(0)} · ${s.sides[1]}: ${one(1)}`;
  return `Computer: ${one(1 - s.you)}` + (s.adaptive ? ' (adaptive)' : '');
}

function render() {
  const s = current;
  if (!s) return;
  $('opponent').textContent = opponentText(s);
  $('play').hidden = false;
  const locked = busy || s.thinking || !s.yourTurn;
  document.body.classList.toggle('thinking', s.thinking);
  document.body.classList.toggle('over', s.over);
  $('status').textContent = statusText(s);
  if (s.analysis) showAnalysis(s.analysis);
  $('status').className = s.over ? 'result' : '';
  $('thinking').hidden = !s.thinking;
  const board = $('board');
  const hadFocus = board.contains(document.activeElement) ? document.activeElement.getAttribute('data-cell') : null;
  board.replaceChildren();
  board.setAttribute('aria-busy', String(locked));
  const text = $('board-text');
  const buttons = $('move-buttons');
  buttons.replaceChildren();
  if (s.board.rows > 0) {
    board.appendChild(drawBoard(s, { interactive: !locked, onMove: playMove }));
    text.hidden = true;
  } else {
    text.textContent = s.board.text;
    text.hidden = false;
  }
  // moves without a cell on the board (or a game without a drawing) get buttons
  const unplaced = locked ? [] : s.moves.filter((m) => m.cells.length === 0);
  for (const m of unplaced) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'move';
    b.textContent = m.text;
    b.addEventListener('click', () => playMove(m.text));
    buttons.appendChild(b);
  }
  buttons.hidden = unplaced.length === 0;
  if (hadFocus !== null) {
    const again = board.querySelector(`.hit.playable[data-cell="${hadFocus}"]`) || board.querySelector('.hit.playable');
    if (again) again.focus();
  }
  $('move-input').disabled = locked;
  $('undo').disabled = busy || !s.canUndo;
  $('hint').disabled = locked;
  $('resign').disabled = busy || s.over || s.you < 0;
  $('watch-controls').hidden = s.you >= 0;
  $('pause').textContent = s.paused ? 'Resume' : 'Pause';
  $('pause').disabled = busy || s.over;
  $('step').disabled = busy || s.over || !s.paused || s.thinking;
  const list = $('history');
  list.replaceChildren();
  s.history.forEach((text, i) => {
    const li = document.createElement('li');
    li.textContent = `${s.sides[i % 2]} ${text}`;
    if (i === s.history.length - 1) li.className = 'last';
    list.appendChild(li);
  });
}

function playMove(text) {
  if (!current || busy || current.thinking || !current.yourTurn) return;
  $('hint-text').textContent = '';
  act(() => api.play(current.id, text));
}

async function startGame(event) {
  if (event) event.preventDefault();
  const options = {};
  for (const select of $('options').querySelectorAll('select')) options[select.dataset.option] = select.value;
  $('hint-text').textContent = '';
  const request = {
    game: $('game').value, options, side: $('side').value, level: Number($('level').value),
    algorithm: $('algorithm').value,
  };
  if (request.side === 'watch') {
    request.level2 = Number($('level2').value);
    request.algorithm2 = $('algorithm2').value;
    request.delay = Number($('delay').value);
  } else if ($('adaptive').checked) {
    request.adaptive = true;
  }
  await act(() => api.newGame(request));
}

/** Fills the saved-games list: each entry links to its game, which the hash then loads. */
async function showSaved() {
  const list = $('saved-list');
  try {
    const { games } = await api.saved();
    list.replaceChildren();
    if (games.length === 0) {
      const li = document.createElement('li');
      li.textContent = 'No saved games yet.';
      list.appendChild(li);
    }
    for (const g of games) {
      const info = gameInfo(g.game);
      const title = info ? info.title : g.game;
      const outcome = !g.finished ? 'unfinished'
        : g.winner < 0 ? 'draw'
        : g.you < 0 ? `${info ? info.sides[g.winner] : 'side ' + (g.winner + 1)} won`
        : g.winner === g.you ? 'you won' : 'the computer won';
      const a = document.createElement('a');
      a.href = '#' + g.id;
      a.textContent = `${title}, ${g.moves} ${g.moves === 1 ? 'move' : 'moves'}, ${outcome}`;
      a.title = new Date(g.createdAt).toLocaleString();
      const li = document.createElement('li');
      li.appendChild(a);
      list.appendChild(li);
    }
  } catch (e) {
    showError(e);
  }
}

/** Loads the game named by the address's hash (a saved game, or the one shown before a reload). */
async function openFromHash() {
  const id = location.hash.slice(1);
  if (!id || (current && current.id === id)) return false;
  try {
    const mine = ++epoch;
    const s = await api.state(id);
    if (mine === epoch) show(s);
    return true;
  } catch (e) {
    history.replaceState(null, '', location.pathname);
    showError(e);
    return false;
  }
}

async function init() {
  try {
    catalogue = await api.catalogue();
  } catch (e) {
    showError(e);
    return;
  }
  for (const g of catalogue.games) $('game').add(new Option(g.title, g.name));
  for (let l = catalogue.levels.min; l <= catalogue.levels.max; l++) {
    $('level').add(new Option(String(l), String(l), false, l === catalogue.levels.default));
    $('level2').add(new Option(String(l), String(l), false, l === catalogue.levels.default));
  }
  for (const a of catalogue.algorithms) {
    $('algorithm').add(new Option(a.title, a.name));
    $('algorithm2').add(new Option(a.title, a.name));
  }
  $('side').addEventListener('change', showWatchSettings);
  $('pause').addEventListener('click', () => act(() => (current.paused ? api.resume : api.pause)(current.id)));
  $('step').addEventListener('click', () => act(() => api.computer(current.id)));
  showOptions();
  $('game').addEventListener('change', showOptions);
  $('setup').addEventListener('submit', startGame);
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('move-input').value.trim();
    if (text) {
      $('move-input').value = '';
      playMove(text);
    }
  });
  $('undo').addEventListener('click', () => act(() => api.undo(current.id)));
  $('resign').addEventListener('click', () => act(() => api.resign(current.id)));
  $('move-now').addEventListener('click', () => api.moveNow(current.id).catch(showError));
  $('hint').addEventListener('click', async () => {
    try {
      const h = await api.hint(current.id);
      $('hint-text').textContent = `Hint: ${h.move}`;
    } catch (e) {
      showError(e);
    }
  });
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, select') || e.ctrlKey || e.metaKey || e.altKey || !current) return;
    if (e.key === 'u' && !$('undo').disabled) $('undo').click();
    if (e.key === 'h' && !$('hint').disabled) $('hint').click();
    if (e.key === 'p' && !$('watch-controls').hidden && !$('pause').disabled) $('pause').click();
    if (e.key === 's' && !$('watch-controls').hidden && !$('step').disabled) $('step').click();
  });
  $('saved-games').addEventListener('toggle', () => {
    if ($('saved-games').open) showSaved();
  });
  window.addEventListener('hashchange', openFromHash);
  // a page left behind (or kept in the back-forward cache) must not hold a connection
  window.addEventListener('pagehide', stopListening);
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && current) listen(current);
  });
  await openFromHash();
}

init().finally(() => { document.body.dataset.ready = 'true'; });
