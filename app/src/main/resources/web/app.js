// The page: choose or set up a game, draw it, send moves, and follow the computer while it thinks.
import * as api from './api.js';
import { drawBoard, pieceIcon } from './board.js';
import { drawCards, showContinue } from './start.js';
import { StrengthSliders, levelOf, strengthOf } from './strength.js';

const $ = (id) => document.getElementById(id);
let catalogue = null;
let current = null;     // the last state the server sent
let epoch = 0;          // bumps on every new game or action, so a stale answer is never drawn
let busy = false;       // a request of ours is on its way: the board stays locked
let events = null;      // the analysis stream of the game shown, while the computer plays
let analysisOf = null;  // the game whose analysis the panel shows
let viewPly = null;     // browsing: the number of moves on the board shown; null shows the game as it is
let past = null;        // browsing: the position the server sent for viewPly
let selection = [];     // checkers: the cells clicked so far along a move's path
let hint = null;        // the hinted move: { id, plies, move }, for the position it was asked in
let strengths = null;   // the computer's strength sliders, made once the catalogue's scale is known

function gameInfo(name) {
  return catalogue.games.find((g) => g.name === name);
}

function showOptions() {
  const game = gameInfo($('game').value);
  const box = $('options');
  box.replaceChildren();
  for (const option of game.options) {
    const label = document.createElement('label');
    label.textContent = (option.label || option.name) + ' ';
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
  showEngines(game);
  showWatchSettings();
}

/** The value of the Computer select that seats outside engine `name` (offered by the server for the game). */
const ENGINE = 'outside:';

/** Offers the game's outside engines (configured on the server, by name) in both Computer selects. */
function showEngines(game) {
  for (const id of ['algorithm', 'algorithm2']) {
    const select = $(id);
    const chosen = select.value;
    for (const o of [...select.options]) if (o.value.startsWith(ENGINE)) o.remove();
    for (const name of game.engines || []) select.add(new Option(`${name} (outside engine)`, ENGINE + name));
    if ([...select.options].some((o) => o.value === chosen)) select.value = chosen;
  }
  showEngineChoice();
}

/** The engine a Computer select names, or null for our own computer. */
function engineChosen(id) {
  const value = $(id).value;
  return value.startsWith(ENGINE) ? value.slice(ENGINE.length) : null;
}

/** An outside engine plays at its own strength: the level beside it is not used, nor is adaptive. */
function showEngineChoice() {
  $('level').disabled = engineChosen('algorithm') !== null;
  $('level2').disabled = engineChosen('algorithm2') !== null;
  $('adaptive').disabled = engineChosen('algorithm') !== null;
}

function showWatchSettings() {
  const watching = $('side').value === 'watch';
  $('watch-settings').hidden = !watching;
  $('adaptive-setting').hidden = watching;
}

/** The short name of a search other than the engine, for who plays a side: "Monte Carlo". */
function algorithmLabel(name) {
  return name === 'mcts' ? 'Monte Carlo' : 'guided Monte Carlo';
}

/** Shows an error beside the game, or under the set-up form while no game is shown (a bad import, say). */
function showError(e) {
  const beside = !$('play').hidden;
  $('error').textContent = e && beside ? e.message : '';
  $('setup-error').textContent = e && !beside ? e.message : '';
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
  // a game over shows its result, not the last search's guess at it (an event may still arrive after the end)
  if (!current || !a || current.over) return;
  const side = current.sides[a.side];
  $('an-depth').textContent = String(a.depth);
  // in the evaluation bar's units (discs, a chance, a proven result in moves), not the engine's score
  $('an-score').textContent = a.evaluation ? `${side}: ${a.evaluation.text}` : `${side} ${a.scoreText}`;
  $('an-nps').textContent = a.nodesPerSecond.toLocaleString('en');
  // Monte Carlo counts playouts, and its depth is the deepest line of its tree
  $('an-unit').textContent = a.monteCarlo ? 'playouts' : 'nodes';
  $('an-pv').textContent = a.pv.join(' ');
  showEvaluation(a);
  $('analysis').hidden = false;
}

/**
 * The bar beside the board: the first player's share from the top, in the pieces' colours, as the computer's
 * latest analysis reads it (a proven result, a chance to win, or the game's own unit), and the same in words;
 * level with no analysis.
 */
function showEvaluation(a) {
  const bar = $('evalbar');
  if (!a || !a.evaluation) {
    $('eval-fill').style.height = '50%';
    $('eval-text').textContent = '';
    bar.setAttribute('aria-label', 'No evaluation yet');
    bar.title = 'The computer\'s evaluation appears here while it thinks';
    return;
  }
  // the server reads the score in the game's units; the page only draws what it says
  $('eval-fill').style.height = `${(100 * a.evaluation.firstPlayerShare).toFixed(1)}%`;
  const text = `${current.sides[a.side]}: ${a.evaluation.text}`;
  $('eval-text').textContent = text;
  bar.setAttribute('aria-label', `Evaluation: ${text}`);
  bar.title = `The computer's evaluation: ${text}`;
}

/**
 * The bar once the game is over: full to the winner, level for a draw. The result is said once, in the status line
 * (the final scores on the scores line beside it); the bar's words only describe the picture.
 */
function showResult(s) {
  const winner = s.result.winner;
  $('eval-fill').style.height = winner === 0 ? '100%' : winner === 1 ? '0%' : '50%';
  $('eval-text').textContent = '';
  const text = winner < 0 ? 'level: a draw' : `full to ${s.sides[winner]}, the winner`;
  $('evalbar').setAttribute('aria-label', `Evaluation bar: ${text}`);
  $('evalbar').title = `The game is over: the bar is ${text}`;
}

/**
 * Who plays a side, the one way the page says it (its row, the set-up form's notes): "You", "Computer · level 4 ·
 * Monte Carlo" (the algorithm named where it is not the engine, "adaptive" where the level followed your results),
 * or an outside engine by its name.
 */
function whoPlays(s, side) {
  if (s.you === side) return 'You';
  if (s.engines[side]) return `${s.engines[side]} · outside engine`;
  const algorithm = s.algorithms[side] === 'engine' ? '' : ` · ${algorithmLabel(s.algorithms[side])}`;
  return `Computer · level ${s.levels[side]}${algorithm}` + (s.adaptive && s.you >= 0 ? ' · adaptive' : '');
}

/**
 * Whose side is whose, and whose turn it is: a row per side with its piece, its name and who plays it, the
 * side to move marked ("your turn", "to move", "paused"), and a spinner on the computer's row while it thinks.
 * The status line below says only what the rows do not (a result, a game viewed only, browsing).
 */
function showPlayers(s) {
  const rows = [0, 1].map((side) => {
    const li = document.createElement('li');
    li.className = 'player' + (!s.over && s.toMove === side ? ' to-move' : '') + (s.thinking && s.toMove === side ? ' thinking' : '');
    li.dataset.side = String(side);
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = s.sides[side];
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = whoPlays(s, side);
    const mark = document.createElement('span');
    mark.className = 'mark';
    if (s.thinking && s.toMove === side) {
      const spinner = document.createElement('span');
      spinner.className = 'spinner';
      spinner.setAttribute('aria-hidden', 'true');
      mark.append(spinner, ' thinking');
    } else if (!s.over && s.toMove === side) {
      mark.textContent = s.yourTurn && s.yours ? 'your turn' : s.you < 0 && s.paused ? 'paused' : 'to move';
    }
    if (s.board.rows > 0) li.appendChild(pieceIcon(s.board.style, side));
    li.append(name, who, mark);
    return li;
  });
  $('players').replaceChildren(...rows);
}

/** The set-up form goes beside a game (its Level changes the game shown) and back under the cards. */
function placeSetup(besideGame) {
  const home = besideGame ? $('setup-beside') : $('setup-home');
  if ($('custom').parentElement !== home) home.appendChild($('custom'));
  $('custom').querySelector('summary').textContent = besideGame ? 'New game and more options' : 'More options: custom game';
}

function show(s) {
  const changed = !current || current.id !== s.id || current.history.length !== s.history.length || current.over !== s.over;
  if (!current || current.id !== s.id || current.history.length !== s.history.length) selection = [];
  if (current && current.id !== s.id) {
    stopBrowsing();
    $('resign-confirm').hidden = true;
  }
  if (!current || current.id !== s.id) showSetupOf(s);
  // a hint is for one position: an undo, a resignation or a move leaves it behind
  if (changed) clearHint();
  current = s;
  listen(s);
  // from the start screen a game gets a history entry of its own, so the browser's Back returns there
  if (!location.hash) history.pushState(null, '', '#' + s.id);
  else if (location.hash !== '#' + s.id) history.replaceState(null, '', '#' + s.id);
  document.title = `${s.title} · Strategist`;
  render();
  if (changed) showRecord();
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
      const changed = current.history.length !== s.history.length || current.over !== s.over;
      if (changed) {
        selection = [];
        clearHint();
      }
      current = s;
      listen(s);
      render();
      if (changed) showRecord();
    } catch (e) {
      if (mine === epoch) showError(e);
      return;
    }
  }
}

/** What the player rows do not say: the result, a game viewed only, a watched game paused; else nothing. */
function statusText(s) {
  if (s.over) return s.result.message;
  if (!s.yours) return 'Viewing only: this game was started in another browser';
  if (s.you < 0 && s.paused) return 'Paused: Resume or Step plays on';
  return '';
}

/** Whose turn it is in a sentence, for a screen reader (the rows show it): "Your turn (X)". */
function turnText(s) {
  if (s.over) return '';
  const side = s.sides[s.toMove];
  if (s.yourTurn && s.yours && !s.thinking) return `Your turn (${side})`;
  // watching names the side alone (not "X (X)"); a page that only views a game is not its player's, so no "You"
  const who = s.engines[s.toMove] ? `${s.engines[s.toMove]} (${side}) is`
    : s.you < 0 ? `${side} is`
      : s.you !== s.toMove ? `The computer (${side}) is`
        : s.yours ? `You (${side}) are` : `The player (${side}) is`;
  return `${who} ${s.thinking ? 'thinking' : 'to move'}`;
}

/**
 * Who the computer is, as its row says it: "Computer · level 4 · Monte Carlo · adaptive", an outside engine by its
 * name, or each side's when watching ("X: Computer · level 2; O: Computer · level 9").
 */
function opponentText(s) {
  if (s.you < 0) return `${s.sides[0]}: ${whoPlays(s, 0)}; ${s.sides[1]}: ${whoPlays(s, 1)}`;
  return whoPlays(s, 1 - s.you);
}

function render() {
  const s = current;
  if (!s) return;
  placeSetup(true);
  showPlayers(s);
  strengths.show(s);
  $('play').hidden = false;
  $('start').hidden = true;
  $('to-games').hidden = false;
  if (viewPly !== null && viewPly >= s.history.length) stopBrowsing();
  const browsing = viewPly !== null && past !== null && past.ply === viewPly;
  // a game started in another browser is shown but not changed: the server would refuse (403)
  const locked = busy || s.thinking || !s.yourTurn || viewPly !== null || !s.yours;
  const shown = browsing ? { ...s, board: past.board, lastMove: past.lastMove, moves: [] } : s;
  const scores = browsing ? past.scores : s.scores;
  $('scores').textContent = scores ? scores.map((text, side) => `${s.sides[side]}: ${text}`).join(' · ') : '';
  $('notice').textContent = browsing ? (past.notice || '') : (s.notice || '');
  document.body.classList.toggle('thinking', s.thinking);
  document.body.classList.toggle('over', s.over);
  $('status').textContent = viewPly !== null
    ? `Move ${viewPly} of ${s.history.length} (browsing; End or » returns to the game)` : statusText(s);
  const said = turnText(s);
  if ($('turn-said').textContent !== said) $('turn-said').textContent = said;
  // the server drops its analysis on an undo or a resignation, and so does the panel; a game over shows its result
  if (s.over) {
    $('analysis').hidden = true;
    showResult(s);
  } else if (s.analysis) showAnalysis(s.analysis);
  else {
    $('analysis').hidden = true;
    showEvaluation(null);
  }
  $('status').className = s.over ? 'result' : '';
  $('thinking').hidden = !s.thinking;
  // an outside engine that failed: the game waits, to be asked again, taken back or resigned
  $('engine-error').textContent = s.engineError || '';
  $('engine-trouble').hidden = !s.engineError;
  $('engine-retry').hidden = s.over || s.thinking || !s.yours || !s.engines[s.toMove] || s.yourTurn;
  $('engine-retry').disabled = busy;
  const board = $('board');
  const hadFocus = board.contains(document.activeElement) ? document.activeElement.getAttribute('data-cell') : null;
  board.replaceChildren();
  board.setAttribute('aria-busy', String(locked));
  $('play').className = `style-${s.board.style}`;
  const text = $('board-text');
  const buttons = $('move-buttons');
  buttons.replaceChildren();
  if (s.board.rows > 0) {
    const svg = drawBoard(shown, { interactive: !locked, onMove: playMove, selection, onCell: clickAlongPath, hint: hintCells(s) });
    // the board's shape, so the page can size it to the viewport's height without distorting it
    const box = svg.viewBox.baseVal;
    board.style.setProperty('--ratio', String(box.width / box.height));
    // and its drawing's width, so marks drawn at a fixed width on screen can still grow with the board
    board.style.setProperty('--view-width', String(box.width));
    board.appendChild(svg);
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
  $('undo').disabled = busy || !s.canUndo || !s.yours;
  $('hint').disabled = locked;
  $('resign').disabled = busy || s.over || s.you < 0 || !s.yours;
  // a question about a game that has ended, or that is not this browser's, has no answer
  if ($('resign').disabled && !busy) $('resign-confirm').hidden = true;
  $('move-now').disabled = !s.yours;
  $('watch-controls').hidden = s.you >= 0;
  $('pause').textContent = s.paused ? 'Resume' : 'Pause';
  $('pause').disabled = busy || s.over || !s.yours;
  $('step').disabled = busy || s.over || !s.paused || s.thinking || !s.yours;
  const n = s.history.length;
  const at = viewPly === null ? n : viewPly;
  $('first').disabled = at === 0;
  $('prev').disabled = at === 0;
  $('next').disabled = at >= n;
  $('last').disabled = viewPly === null;
  const list = $('history');
  list.replaceChildren();
  s.history.forEach((text, i) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'ply';
    b.textContent = `${s.sides[(s.firstSide + i) % 2]} ${text}`; // a pass is a move too, so the sides simply alternate (from the side a set-up starts with)
    b.addEventListener('click', () => browse(i + 1));
    li.appendChild(b);
    if (i + 1 === at) li.className = viewPly === null ? 'last' : 'last viewing';
    list.appendChild(li);
  });
}

/** Shows (or takes away) the question that a resignation asks first; the answer buttons take the focus. */
function askToResign(asking) {
  $('resign-confirm').hidden = !asking;
  $('resign').setAttribute('aria-expanded', String(asking));
  if (asking) $('resign-yes').focus();
  else if (document.activeElement && $('resign-confirm').contains(document.activeElement)) $('resign').focus();
}

/** Forgets the hint: it was for a position the game has left (a move, an undo, a resignation, another game). */
function clearHint() {
  hint = null;
  $('hint-text').textContent = '';
}

/**
 * The cells to ring for the hint in game `s`: where the hinted move lands, or for a move along a path
 * (checkers) its piece and the square it ends on; none while browsing or once the game has left its position.
 */
function hintCells(s) {
  if (!hint || hint.id !== s.id || hint.plies !== s.history.length || viewPly !== null) return [];
  const move = s.moves.find((m) => m.text === hint.move);
  if (!move) return [];
  return move.path.length > 0 ? [move.path[0], move.path[move.path.length - 1]] : move.cells.slice(0, 1);
}

/** Shows the board after `ply` moves without changing the game; the last move returns to the game. */
async function browse(ply) {
  if (!current) return;
  const n = current.history.length;
  ply = Math.max(0, Math.min(n, ply));
  if (ply === n) {
    stopBrowsing();
    render();
    return;
  }
  viewPly = ply;
  selection = [];
  render();
  try {
    const p = await api.position(current.id, ply);
    if (viewPly === ply && current) {
      past = p;
      render();
    }
  } catch (e) {
    showError(e);
  }
}

function stopBrowsing() {
  viewPly = null;
  past = null;
}

/** The PDN number (1-32) of a dark square of the 8 x 8 checkers grid. */
const squareNumber = (cell) => Math.floor(cell / 8) * 4 + Math.floor((cell % 8) / 2) + 1;

const startsWith = (path, prefix) => prefix.every((cell, i) => path[i] === cell);

/**
 * A click on the board of a game whose moves are paths (checkers): first the piece, then the square it
 * goes to, or each landing square in turn where several captures branch. A move no legal path fits is
 * sent as typed, so the server says why it is not allowed (a compulsory capture, say).
 */
function clickAlongPath(cell) {
  const s = current;
  if (!s || busy || s.thinking || !s.yourTurn || viewPly !== null) return;
  const paths = s.moves.filter((m) => m.path.length > 0);
  const mine = (s.board.cells[cell] || '').startsWith(String(s.toMove));
  if (selection.length === 0 || (selection.length === 1 && mine)) {
    selection = mine && selection[0] !== cell ? [cell] : [];
    render();
    return;
  }
  const along = selection.concat([cell]);
  const through = paths.filter((m) => startsWith(m.path, along));
  if (through.length === 1 || (through.length > 1 && through.every((m) => m.text === through[0].text))) {
    playMove(through[0].text);
    return;
  }
  if (through.length > 1) {
    selection = along;
    render();
    return;
  }
  const ending = paths.filter((m) => m.path[0] === selection[0] && m.path[m.path.length - 1] === cell);
  if (ending.length === 1) {
    playMove(ending[0].text);
    return;
  }
  if (ending.length > 1) {
    $('notice').textContent = `Several captures end there: click each landing square, or choose ${ending.map((m) => m.text).join(' or ')} below`;
    return;
  }
  const from = selection[0];
  selection = [];
  const jump = Math.abs(Math.floor(cell / 8) - Math.floor(from / 8)) === 2;
  playMove(`${squareNumber(from)}${jump ? 'x' : '-'}${squareNumber(cell)}`);
}

function playMove(text) {
  if (!current || busy || current.thinking || !current.yourTurn || viewPly !== null) return;
  selection = [];
  clearHint();
  act(() => api.play(current.id, text));
}

/** Fills the export panel with the game's record, and the download link with a file of it. */
async function showRecord() {
  if (!current || !$('export').open) return;
  try {
    const r = await api.record(current.id);
    $('record-text').value = r.text;
    const link = $('download');
    if (link.href.startsWith('blob:')) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([r.text], { type: 'text/plain' }));
    link.download = r.filename;
    link.textContent = `Download ${r.filename}`;
    $('copy').textContent = `Copy ${r.format}`;
    $('record-status').textContent = '';
  } catch (e) {
    showError(e);
  }
}

/** Copies the record: the clipboard API where the browser allows it, else the selected text. */
async function copyRecord() {
  const text = $('record-text');
  try {
    await navigator.clipboard.writeText(text.value);
  } catch (e) {
    text.select();
    document.execCommand('copy');
  }
  $('record-status').textContent = 'Copied to the clipboard.';
}

/**
 * Sets the set-up form to game `s` (opened by its address, say), so that New game starts another of the
 * same kind rather than whatever the form last held.
 */
function showSetupOf(s) {
  if (!gameInfo(s.game)) return;
  $('game').value = s.game;
  showOptions();
  for (const select of $('options').querySelectorAll('select')) {
    const value = s.options[select.dataset.option];
    if (value !== undefined) select.value = String(value);
  }
  $('side').value = sideChoice(s);
  showWatchSettings();
  const computer = levelSide(s);
  const choose = (level, algorithm, side) => {
    if (s.levels[side] !== null) keepStrength(level, s.strengths[side], s.levels[side]);
    const value = s.engines[side] ? ENGINE + s.engines[side] : s.algorithms[side];
    // an engine no longer offered here is no choice for the next game
    if ([...$(algorithm).options].some((o) => o.value === value)) $(algorithm).value = value;
  };
  choose('level', 'algorithm', computer);
  if (s.you < 0) choose('level2', 'algorithm2', 1);
  showEngineChoice();
  $('adaptive').checked = !!s.adaptive;
  $('setup-note').textContent = '';
}

/** The side the form's choices are for: "first", "second" or "watch", as its side select names them. */
function sideChoice(s) {
  return s.you < 0 ? 'watch' : s.you === 0 ? 'first' : 'second';
}

/**
 * A set-up choice changed during a game: a level applies to this game at once (as the terminal's `level N`
 * does) when the form still describes it and it is this browser's to change; anything else (the game, its
 * options, the side, the algorithm) applies from the next game, which the note says.
 */
function setupChanged(event) {
  const s = current;
  if (!s || $('play').hidden) return;
  const level = event && (event.target.id === 'level' || event.target.id === 'level2');
  // a level picked by hand stands for its own strength, not for one a slider chose
  if (level) delete event.target.dataset.strength;
  const sameGame = $('game').value === s.game && $('side').value === sideChoice(s);
  if (level && sameGame && !s.over && s.yours) {
    changeLevel(s, event.target.id);
    return;
  }
  $('setup-note').textContent = s.over
    ? 'Your choices apply to the next game: press New game.'
    : 'Your choices apply from the next game (press New game); this game goes on with ' + opponentText(s)
      + (sameGame && s.yours ? '. A level chosen here changes this game at once.' : '.');
}

/** The side the form's Level sets in game `s`: the computer you play against, or the first player when watching. */
function levelSide(s) {
  return s.you < 0 ? 0 : 1 - s.you;
}

/**
 * Sends the level just chosen: in a game against you the computer's, when watching the first player's
 * (`level`) or the second's (`level2`), as the form labels them.
 */
async function changeLevel(s, field) {
  const request = { [field]: Number($(field).value) };
  await act(() => api.level(s.id, request));
  if (current && current.id === s.id && $('error').textContent) {
    // refused (the game ended meanwhile, say): the select goes back to the level the game has
    const side = field === 'level2' ? 1 : levelSide(current);
    if (current.levels[side] !== null) keepStrength(field, current.strengths[side], current.levels[side]);
  } else if (current && current.id === s.id) {
    $('setup-note').textContent = 'Level changed: ' + opponentText(current) + ', from the computer\'s next move'
      + (current.thinking ? ' (the move it is thinking about now keeps the old level).' : '.');
  }
}

/**
 * A strength slider let go of at another level: sent as the strength of the computer you play against, or
 * when watching of the first (`strength`) or second player (`strength2`); the set-up form follows, so New
 * game starts at the strength chosen. Answers the game's new state, or null when the change was refused.
 */
async function chooseStrength(side, strength) {
  const s = current;
  if (!s) return;
  let answered = null;
  await act(async () => (answered = await api.level(s.id, { [s.you < 0 && side === 1 ? 'strength2' : 'strength']: strength })));
  if (answered && $('game').value === answered.game && $('side').value === sideChoice(answered)) {
    const computer = levelSide(answered);
    keepStrength('level', answered.strengths[computer], answered.levels[computer]);
    if (answered.you < 0) keepStrength('level2', answered.strengths[1], answered.levels[1]);
  }
  return answered;
}

/**
 * Sets a Level select of the form to `level` and keeps the strength chosen for it (53, which level 6 plays
 * at), so New game starts at that strength rather than at the level's own (60).
 */
function keepStrength(id, strength, level) {
  $(id).value = String(level);
  if (strength === null || strength === undefined) delete $(id).dataset.strength;
  else $(id).dataset.strength = String(strength);
}

/** The strength a Level select stands for: the one kept for it while it shows that strength's level, else the level's own. */
function formStrength(id) {
  const level = Number($(id).value);
  const kept = $(id).dataset.strength;
  return kept !== undefined && levelOf(catalogue.strength, Number(kept)) === level
    ? Number(kept) : strengthOf(catalogue.strength, level);
}

/** The set-up form's choices: the game, its options, your side, levels and algorithms. */
function setupRequest() {
  const options = {};
  for (const select of $('options').querySelectorAll('select')) options[select.dataset.option] = select.value;
  const request = { game: $('game').value, options, side: $('side').value };
  // an outside engine is named in place of a strength and algorithm, which the server then refuses; our computer
  // is sent the strength chosen, which the server keeps as it is (a level would round it to the level's own)
  const seat = (level, strength, algorithm, engine) => {
    if (engineChosen(algorithm) !== null) {
      request[engine] = engineChosen(algorithm);
    } else {
      request[strength] = formStrength(level);
      request[algorithm] = $(algorithm).value;
    }
  };
  seat('level', 'strength', 'algorithm', 'engine');
  const me = api.player();
  if (me) request.player = me;
  if (request.side === 'watch') {
    seat('level2', 'strength2', 'algorithm2', 'engine2');
    request.delay = Number($('delay').value);
  } else if ($('adaptive').checked && !request.engine) {
    request.adaptive = true;
  }
  return request;
}

async function importGame(event) {
  event.preventDefault();
  const request = setupRequest();
  request.text = $('import-text').value;
  clearHint();
  await act(() => api.importGame(request));
  if (!$('error').textContent && !$('setup-error').textContent) {
    $('import-text').value = '';
    $('import-game').open = false;
  }
}

async function startGame(event) {
  if (event) event.preventDefault();
  clearHint();
  await act(() => api.newGame(setupRequest()));
}

/** Starts a game from its card: you move first against the computer at the default strength. */
function startFromCard(game) {
  const request = { game: game.name, options: {}, side: 'first', strength: catalogue.strength.default };
  const me = api.player();
  if (me) request.player = me;
  clearHint();
  act(() => api.newGame(request));
}

/** How many of this browser's games the Continue list shows, newest first. */
const CONTINUE_SHOWN = 8;

/** Fills the Continue list with this browser's own saved games: those it holds the token of. */
async function refreshContinue() {
  try {
    const { games } = await api.saved(200);
    const mine = games.filter((g) => api.isMine(g.id)).slice(0, CONTINUE_SHOWN);
    showContinue($('continue-list'), $('continue-empty'), catalogue, mine);
  } catch (e) {
    showError(e);
  }
}

/** Leaves the game shown, if any, for the start screen: the cards and the games to continue. */
function showStart() {
  ++epoch; // an answer or a poll still on its way about the game left must not draw it again
  busy = false;
  stopListening();
  stopBrowsing();
  current = null;
  selection = [];
  $('play').hidden = true;
  $('resign-confirm').hidden = true;
  placeSetup(false);
  $('start').hidden = false;
  $('to-games').hidden = true;
  document.body.classList.remove('thinking', 'over');
  document.title = 'Strategist';
  $('error').textContent = ''; // the game's; one under the form (a game that would not open) stays in view
  $('setup-note').textContent = '';
  refreshContinue();
}

/** The address decides what is shown: a game by its id after the '#', or else the start screen. */
async function route() {
  if (location.hash.length > 1) return openFromHash();
  if ($('start').hidden || current) showStart();
  return false;
}

/** The Strategist and All games links: the start screen, as a new history entry so Back returns to the game. */
function goHome(event) {
  event.preventDefault();
  if (location.hash) history.pushState(null, '', location.pathname + location.search);
  showStart();
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
  drawCards($('cards'), catalogue, startFromCard);
  $('start-lead').textContent = 'One click starts a game against the computer at strength '
    + `${catalogue.strength.default} of ${catalogue.strength.max}: you move first. More options below.`;
  strengths = new StrengthSliders(catalogue.strength, chooseStrength);
  $('home').addEventListener('click', goHome);
  $('to-games').addEventListener('click', goHome);
  // the form offers each level by the strength it is shown at, the slider's scale; its value stays the level
  for (let l = catalogue.levels.min; l <= catalogue.levels.max; l++) {
    const text = `${strengthOf(catalogue.strength, l)} · level ${l}`;
    $('level').add(new Option(text, String(l), false, l === catalogue.levels.default));
    $('level2').add(new Option(text, String(l), false, l === catalogue.levels.default));
  }
  for (const a of catalogue.algorithms) {
    $('algorithm').add(new Option(a.title, a.name));
    $('algorithm2').add(new Option(a.title, a.name));
  }
  $('side').addEventListener('change', showWatchSettings);
  $('setup').addEventListener('change', setupChanged);
  $('pause').addEventListener('click', () => act(() => (current.paused ? api.resume : api.pause)(current.id)));
  $('step').addEventListener('click', () => act(() => api.computer(current.id)));
  $('engine-retry').addEventListener('click', () => act(() => api.computer(current.id)));
  $('algorithm').addEventListener('change', showEngineChoice);
  $('algorithm2').addEventListener('change', showEngineChoice);
  showOptions();
  $('game').addEventListener('change', showOptions);
  $('setup').addEventListener('submit', startGame);
  $('import-form').addEventListener('submit', importGame);
  $('export').addEventListener('toggle', showRecord);
  $('copy').addEventListener('click', copyRecord);
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('move-input').value.trim();
    if (text) {
      $('move-input').value = '';
      playMove(text);
    }
  });
  $('undo').addEventListener('click', () => { stopBrowsing(); act(() => api.undo(current.id)); });
  // resigning asks once, on the page: a slip of the finger must not end the game
  $('resign').addEventListener('click', () => askToResign(true));
  $('resign-no').addEventListener('click', () => askToResign(false));
  $('resign-yes').addEventListener('click', () => {
    askToResign(false);
    act(() => api.resign(current.id));
  });
  $('resign-confirm').addEventListener('keydown', (e) => {
    if (e.key === 'Escape') askToResign(false);
  });
  $('move-now').addEventListener('click', () => api.moveNow(current.id).catch(showError));
  $('hint').addEventListener('click', async () => {
    try {
      const asked = current;
      const h = await api.hint(asked.id);
      // the game moved on (or another was opened) while the hint was searched: it is for a position left behind
      if (!current || current.id !== asked.id || current.history.length !== asked.history.length) return;
      hint = { id: asked.id, plies: asked.history.length, move: h.move };
      $('hint-text').textContent = `Hint: ${h.move}`;
      render();
    } catch (e) {
      showError(e);
    }
  });
  $('first').addEventListener('click', () => browse(0));
  $('prev').addEventListener('click', () => browse((viewPly === null ? current.history.length : viewPly) - 1));
  $('next').addEventListener('click', () => browse((viewPly === null ? current.history.length : viewPly) + 1));
  $('last').addEventListener('click', () => browse(current.history.length));
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, select, textarea') || e.ctrlKey || e.metaKey || e.altKey || !current) return;
    // the board's own arrow keys move between its cells
    if (!e.target.closest('#board')) {
      const buttons = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };
      if (buttons[e.key]) {
        e.preventDefault();
        if (!$(buttons[e.key]).disabled) $(buttons[e.key]).click();
        return;
      }
    }
    if (e.key === 'u' && !$('undo').disabled) $('undo').click();
    if (e.key === 'h' && !$('hint').disabled) $('hint').click();
    if (e.key === 'p' && !$('watch-controls').hidden && !$('pause').disabled) $('pause').click();
    if (e.key === 's' && !$('watch-controls').hidden && !$('step').disabled) $('step').click();
  });
  // Back and Forward between the start screen and a game: either event may come, route() is idempotent
  window.addEventListener('hashchange', route);
  window.addEventListener('popstate', route);
  // a page left behind (or kept in the back-forward cache) must not hold a connection
  window.addEventListener('pagehide', stopListening);
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && current) listen(current);
  });
  if (!(await openFromHash())) showStart();
}

init().finally(() => { document.body.dataset.ready = 'true'; });
