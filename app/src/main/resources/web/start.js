// The start screen: a card per game of the server's catalogue, which starts a game against the computer in
// one click, and the games this browser can continue. Nothing here names a game: titles, sides and boards
// all come from the API, so a game added on the server gets its card without a change here.
import { drawBoard } from './board.js';

function span(className, text) {
  const node = document.createElement('span');
  node.className = className;
  node.textContent = text;
  return node;
}

/** The card of one catalogue game: its start board, its title and its size; a click calls `onChoose(game)`. */
function card(game, onChoose) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'card';
  button.dataset.game = game.name;
  button.title = game.description;
  const picture = span('picture', '');
  picture.setAttribute('aria-hidden', 'true'); // the title says what the card is; a grid of cells would not
  if (game.board.rows > 0) {
    // coordinates would only clutter a picture this small
    const board = { ...game.board, colLabels: [], rowLabels: [] };
    picture.appendChild(drawBoard({ title: game.title, board, moves: [], lastMove: null }, { interactive: false }));
  } else {
    // a game with no drawing of its own shows its start as text, as its board does in play
    const text = document.createElement('pre');
    text.textContent = game.board.text;
    picture.appendChild(text);
  }
  const size = game.board.rows > 0 ? `${game.board.cols} × ${game.board.rows} · ` : '';
  button.append(picture, span('title', game.title), span('meta', `${size}${game.sides[0]} against ${game.sides[1]}`));
  button.addEventListener('click', () => onChoose(game));
  return button;
}

/** Fills `box` with a card per game of `catalogue`. */
export function drawCards(box, catalogue, onChoose) {
  box.replaceChildren(...catalogue.games.map((game) => card(game, onChoose)));
}

/** Whose turn it is or how the game ended, in words, for saved game `g` of /api/saved. */
export function outcome(g, info) {
  const sides = info ? info.sides : ['the first player', 'the second player'];
  // the listing gives each side's engine as the game's state does: null at yours
  const opponent = (g.you >= 0 && g.engines[1 - g.you]) || 'the computer';
  if (!g.finished) {
    if (g.toMove === null || g.toMove === undefined) return 'Unfinished';
    if (g.you < 0) return `${sides[g.toMove]} to move`;
    return g.toMove === g.you ? 'Your turn' : `Waiting for ${opponent}`;
  }
  if (g.winner < 0) return 'Drawn';
  if (g.you < 0) return `${sides[g.winner]} won`;
  if (g.winner === g.you) return g.resigned ? `Won: ${opponent} resigned` : 'Won';
  return g.resigned ? 'Resigned' : 'Lost';
}

/** One entry of the Continue list: a link to the game with its title, date, length and state. */
function entry(g, info) {
  const a = document.createElement('a');
  a.href = '#' + g.id;
  a.className = 'saved';
  a.dataset.id = g.id;
  const when = document.createElement('time');
  when.dateTime = g.createdAt;
  when.textContent = new Date(g.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const moves = `${g.moves} ${g.moves === 1 ? 'move' : 'moves'}`;
  const details = span('when', '');
  details.append(when, ` · ${moves}`);
  a.append(span('name', info ? info.title : g.game), details, span('state' + (g.finished ? ' over' : ''), outcome(g, info)));
  const li = document.createElement('li');
  li.appendChild(a);
  return li;
}

/** Fills the Continue list with `games` (newest first), or says plainly that there are none yet. */
export function showContinue(list, empty, catalogue, games) {
  list.replaceChildren(...games.map((g) => entry(g, catalogue.games.find((c) => c.name === g.game))));
  empty.hidden = games.length > 0;
}
