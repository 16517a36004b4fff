// guinn-gtp: GuiNN Checkers' engine behind the Go Text Protocol, so that `strategist match checkers
// --b gtp=...` can play it. Our code; it is compiled against a GuiNN checkout by build.sh and calls the
// engine's own search (ComputerMove) on a board it keeps in step with GTP's play commands.
//
//   guinn-gtp --data DIR [--movetime MS] [--exact] [--hash MB] [--log FILE] [--depth D] [--fresh]
//
// --data     GuiNN's bin folder (Nets206.gnn, database.jef): the engine loads them from the working
//            folder, so the adapter changes to it before loading.
// --movetime the time a move in milliseconds; it overrides time_settings (GTP speaks whole seconds).
//            Without it, time_settings' byo-yomi per stone is the time a move (default 1000 ms).
// --exact    never search past the time (CheckerBoard's "exact time"); by default GuiNN's own time
//            rule applies, as under CheckerBoard: about the time a move on average, longer on a fail low.
// --hash     transposition table in MB (default 128).
// --log      appends one line a search (depth, score, nodes, time) to FILE.
// --depth    searches to D plies and no further, with no time limit (GuiNN deepens 2 plies an iteration,
//            so an odd D stops at D - 1): node counts to compare with our engine's at a fixed depth.
// --fresh    clears GuiNN's table and history before every search, as our depth probe clears its table.
//
// GTP: protocol_version, name, version, known_command, list_commands, boardsize 8, clear_board,
// komi (ignored), play black|white MOVE, genmove black|white, time_settings M B S, showboard (a PDN
// FEN), quit.
// Moves are PDN: 11-15, and captures with every landing square, 22x15x8 (22x8 is read when only one
// capture path fits). Black (side 0) moves first.

#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <unistd.h>

#include "engine.h"
#include "guiWindows.h"

// The globals GuiNN's engine files expect, which its Windows-only engine.cpp would otherwise define.
Engine engine;
CheckerboardInterface checkerBoard;
uint64_t TranspositionTable::HashSTM;
uint64_t TranspositionTable::HashFunction[NUM_BOARD_SQUARES][NUM_PIECE_TYPES];

int InitializeNeuralNets(); // checkersNN.cpp

namespace {

FILE *searchLog = nullptr;

/** Zobrist keys of our own (splitmix64): any distinct random keys serve the engine's table. */
void fillHashKeys() {
    uint64_t state = 0x6775696e6e677470ULL;
    auto next = [&state]() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    for (auto &row : TranspositionTable::HashFunction) {
        for (auto &key : row) {
            key = next();
        }
    }
    TranspositionTable::HashSTM = next();
}

/** The landing squares of a move in PDN numbers, from its start square. */
std::vector<int> path(const Move &move) {
    std::vector<int> squares;
    squares.push_back(StandardSquare(move.Src()));
    int sq = move.Dst();
    squares.push_back(StandardSquare(sq));
    for (int i = 0; i < move.JumpLen() - 1; i++) {
        sq += JumpAddDir[move.Dir(i)];
        squares.push_back(StandardSquare(sq));
    }
    return squares;
}

/** A move as our notation writes it: 11-15, or 22x15x8 with every landing square. */
std::string moveText(const Move &move) {
    std::vector<int> squares = path(move);
    std::string text;
    for (size_t i = 0; i < squares.size(); i++) {
        if (i > 0) {
            text += move.JumpLen() > 0 ? 'x' : '-';
        }
        text += std::to_string(squares[i]);
    }
    return text;
}

/** Reads "22x15x8", "11-15" or "22x8" into PDN squares and whether it is a capture; false if malformed. */
bool readSquares(const std::string &text, std::vector<int> &squares, bool &capture) {
    squares.clear();
    char separator = 0;
    size_t i = 0;
    while (i < text.size()) {
        size_t j = i;
        while (j < text.size() && text[j] >= '0' && text[j] <= '9') {
            j++;
        }
        if (j == i || j - i > 2) {
            return false;
        }
        int square = std::stoi(text.substr(i, j - i));
        if (square < 1 || square > 32) {
            return false;
        }
        squares.push_back(square);
        if (j == text.size()) {
            break;
        }
        char c = (char)tolower((unsigned char)text[j]);
        if ((c != '-' && c != 'x') || (separator != 0 && c != separator) || j + 1 == text.size()) {
            return false;
        }
        separator = c;
        i = j + 1;
    }
    capture = separator == 'x';
    return squares.size() >= 2;
}

/** The legal move the text names (the whole path, or its ends when one path fits), or NO_MOVE. */
Move findMove(Board &board, const std::string &text) {
    std::vector<int> squares;
    bool capture;
    if (!readSquares(text, squares, capture)) {
        return NO_MOVE;
    }
    MoveList list;
    list.FindMoves(board);
    Move byEnds = NO_MOVE;
    int endsMatches = 0;
    for (int i = 0; i < list.numMoves; i++) {
        std::vector<int> p = path(list.moves[i]);
        bool isCapture = list.moves[i].JumpLen() > 0;
        if (isCapture != capture && !(isCapture && squares.size() == 2)) {
            continue; // "22-15" for a one-jump capture is tolerated, as old texts write it
        }
        if (p == squares) {
            return list.moves[i];
        }
        if (squares.size() == 2 && p.front() == squares.front() && p.back() == squares.back()) {
            byEnds = list.moves[i];
            endsMatches++;
        }
    }
    return endsMatches == 1 ? byEnds : NO_MOVE;
}

struct Adapter {
    long moveMillis = 1000;
    bool fixedTime = false; // --movetime given: time_settings does not change it
    bool exact = false;
    int depth = 0; // --depth: a fixed depth and no clock
    bool fresh = false;

    void newGame() {
        engine.board = Board::StartPosition();
        engine.transcript.Init(engine.board);
        engine.searchThreadData.historyTable.Clear();
    }

    void play(const Move &move) {
        engine.board.DoMove(move);
        engine.transcript.AddMove(move);
    }

    /** GuiNN's search on the current board at the time a move; NO_MOVE when it has no move. */
    Move search() {
        double seconds = moveMillis / 1000.0;
        // CheckerBoard's fixed time a move: the engine aims at the time on average
        engine.searchLimits.maxSeconds = (float)seconds * .985f;
        engine.searchLimits.bEndHard = exact;
        engine.searchLimits.newIterationMaxTime = exact ? engine.searchLimits.maxSeconds : 0.6 * seconds;
        engine.searchLimits.maxDepth = EXPERT_DEPTH;
        if (depth > 0) {
            // a day: no time rule stops a fixed-depth search
            engine.searchLimits.maxSeconds = 86400.0f;
            engine.searchLimits.bEndHard = true;
            engine.searchLimits.newIterationMaxTime = engine.searchLimits.maxSeconds;
            engine.searchLimits.maxDepth = depth;
        }
        if (fresh) {
            engine.TTable.Clear();
            engine.searchThreadData.historyTable.Clear();
        }
        engine.bStopThinking = false;
        engine.computerColor = engine.board.sideToMove;
        auto start = std::chrono::steady_clock::now();
        BestMoveInfo best = ComputerMove(engine.board, engine.searchThreadData);
        double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (searchLog != nullptr) {
            const SearchInfo &info = engine.searchThreadData.displayInfo;
            fprintf(searchLog, "ply %d move %s depth %d seldepth %d eval %d nodes %" PRIu64 " time %.3f\n",
                    engine.transcript.numMoves, best.move == NO_MOVE ? "none" : moveText(best.move).c_str(),
                    info.depth, info.selectiveDepth, best.eval, info.nodes, took);
            fflush(searchLog);
        }
        return best.move;
    }

    /** The position as a PDN FEN, in GuiNN's own words. */
    std::string board() {
        return engine.board.ToString();
    }
};

const char *COMMANDS[] = {"protocol_version", "name", "version", "known_command", "list_commands", "boardsize",
                          "clear_board", "komi", "play", "genmove", "time_settings", "showboard", "quit"};

bool known(const std::string &command) {
    for (const char *c : COMMANDS) {
        if (command == c) {
            return true;
        }
    }
    return false;
}

/** black/b or white/w as GuiNN's colour; false for anything else. */
bool colour(const std::string &word, eColor &out) {
    std::string w;
    for (char c : word) {
        w += (char)tolower((unsigned char)c);
    }
    if (w == "black" || w == "b") {
        out = BLACK;
        return true;
    }
    if (w == "white" || w == "w") {
        out = WHITE;
        return true;
    }
    return false;
}

std::vector<std::string> words(const std::string &line) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && isspace((unsigned char)line[i])) {
            i++;
        }
        size_t j = i;
        while (j < line.size() && !isspace((unsigned char)line[j])) {
            j++;
        }
        if (j > i) {
            out.push_back(line.substr(i, j - i));
        }
        i = j;
    }
    return out;
}

void reply(const std::string &id, bool ok, const std::string &text) {
    printf("%c%s%s%s\n\n", ok ? '=' : '?', id.c_str(), text.empty() ? "" : " ", text.c_str());
    fflush(stdout);
}

void usage() {
    fprintf(stderr, "usage: guinn-gtp --data DIR [--movetime MS] [--exact] [--hash MB] [--log FILE] [--depth D] [--fresh]\n");
    exit(2);
}

} // namespace

// The engine's display hooks: the adapter shows nothing while searching (stdout is GTP's).
void DisplayText(const char *) {
}

void RunningDisplay(SearchInfo &, const Move &, bool) {
}

int main(int argc, char **argv) {
    Adapter adapter;
    const char *data = nullptr;
    int hashMb = 128;
    for (int i = 1; i < argc; i++) {
        std::string a = argv[i];
        if (a == "--data" && i + 1 < argc) {
            data = argv[++i];
        } else if (a == "--movetime" && i + 1 < argc) {
            adapter.moveMillis = atol(argv[++i]);
            adapter.fixedTime = true;
            if (adapter.moveMillis < 1) {
                usage();
            }
        } else if (a == "--depth" && i + 1 < argc) {
            adapter.depth = atoi(argv[++i]);
            if (adapter.depth < 1) {
                usage();
            }
        } else if (a == "--fresh") {
            adapter.fresh = true;
        } else if (a == "--exact") {
            adapter.exact = true;
        } else if (a == "--hash" && i + 1 < argc) {
            hashMb = atoi(argv[++i]);
            if (hashMb < 1) {
                usage();
            }
        } else if (a == "--log" && i + 1 < argc) {
            searchLog = fopen(argv[++i], "a");
            if (searchLog == nullptr) {
                perror(argv[i]);
                return 1;
            }
        } else {
            usage();
        }
    }
    if (data == nullptr) {
        usage();
    }
    if (chdir(data) != 0) {
        perror(data);
        return 1;
    }

    // What GuiNN's Engine::Init does outside CheckerBoard, without its GUI thread and registry
    InitBitTables();
    fillHashKeys();
    int nets = InitializeNeuralNets();
    if (nets != (int)engine.evalNets.size()) {
        fprintf(stderr, "guinn-gtp: loaded %d of %d networks from %s/%s\n", nets, (int)engine.evalNets.size(), data,
                engine.binaryNetFile.c_str());
        return 1;
    }
    int firstLayer = 0;
    for (auto net : engine.evalNets) {
        firstLayer = std::max(firstLayer, net->network.GetLayer(0)->outputCount);
    }
    engine.searchThreadData.Alloc(firstLayer);
    if (!engine.TTable.SetSizeMB(hashMb)) {
        fprintf(stderr, "guinn-gtp: cannot allocate a %d MB table\n", hashMb);
        return 1;
    }
    engine.openingBook = new COpeningBook;
    checkerBoard.useOpeningBook = engine.openingBook->Load("opening.gbk") ? CB_BOOK_BEST_MOVES : CB_BOOK_NONE;
    InitializeEdsDatabases(engine.dbInfo);
    if (!engine.dbInfo.loaded) {
        InitializeGuiDatabases(engine.dbInfo);
    }
    if (searchLog != nullptr) {
        fprintf(searchLog, "guinn-gtp: %d nets, book %s, endgame database %s (%d pieces)\n", nets,
                checkerBoard.useOpeningBook == CB_BOOK_NONE ? "none" : "opening.gbk",
                engine.dbInfo.loaded ? "loaded" : "none", engine.dbInfo.loaded ? engine.dbInfo.numPieces : 0);
        fflush(searchLog);
    }
    adapter.newGame();

    char buffer[4096];
    while (fgets(buffer, sizeof buffer, stdin) != nullptr) {
        std::string line = buffer;
        size_t hash = line.find('#');
        if (hash != std::string::npos) {
            line.erase(hash);
        }
        std::vector<std::string> w = words(line);
        if (w.empty()) {
            continue;
        }
        std::string id;
        if (isdigit((unsigned char)w[0][0])) {
            id = w[0];
            w.erase(w.begin());
            if (w.empty()) {
                reply(id, false, "no command");
                continue;
            }
        }
        const std::string &cmd = w[0];
        if (cmd == "protocol_version") {
            reply(id, true, "2");
        } else if (cmd == "name") {
            reply(id, true, "GuiNN Checkers");
        } else if (cmd == "version") {
            reply(id, true, std::string(g_VersionName) + " via guinn-gtp");
        } else if (cmd == "known_command") {
            reply(id, true, w.size() > 1 && known(w[1]) ? "true" : "false");
        } else if (cmd == "list_commands") {
            std::string all;
            for (const char *c : COMMANDS) {
                all += (all.empty() ? "" : "\n") + std::string(c);
            }
            reply(id, true, all);
        } else if (cmd == "boardsize") {
            if (w.size() == 2 && w[1] == "8") {
                reply(id, true, "");
            } else {
                reply(id, false, "unacceptable size");
            }
        } else if (cmd == "clear_board") {
            adapter.newGame();
            reply(id, true, "");
        } else if (cmd == "komi") {
            reply(id, true, "");
        } else if (cmd == "time_settings") {
            long main = 0, byo = 0, stones = 0;
            if (w.size() != 4 || sscanf(w[1].c_str(), "%ld", &main) != 1 || sscanf(w[2].c_str(), "%ld", &byo) != 1
                || sscanf(w[3].c_str(), "%ld", &stones) != 1 || main < 0 || byo < 0 || stones < 0) {
                reply(id, false, "syntax error");
                continue;
            }
            if (!adapter.fixedTime) {
                if (byo > 0 && stones > 0) {
                    adapter.moveMillis = 1000 * byo / stones;
                } else if (main > 0) {
                    adapter.moveMillis = std::max(100L, 1000 * main / 40);
                }
            }
            reply(id, true, "");
        } else if (cmd == "play") {
            eColor c;
            if (w.size() != 3 || !colour(w[1], c)) {
                reply(id, false, "syntax error");
            } else if (c != engine.board.sideToMove) {
                reply(id, false, "illegal move: it is " + std::string(engine.board.sideToMove == BLACK ? "black" : "white")
                                     + "'s turn");
            } else {
                Move move = findMove(engine.board, w[2]);
                if (move == NO_MOVE) {
                    reply(id, false, "illegal move");
                } else {
                    adapter.play(move);
                    reply(id, true, "");
                }
            }
        } else if (cmd == "genmove") {
            eColor c;
            if (w.size() != 2 || !colour(w[1], c)) {
                reply(id, false, "syntax error");
            } else if (c != engine.board.sideToMove) {
                reply(id, false, "it is " + std::string(engine.board.sideToMove == BLACK ? "black" : "white") + "'s turn");
            } else {
                Move move = adapter.search();
                if (move == NO_MOVE) {
                    reply(id, true, "resign");
                } else {
                    adapter.play(move);
                    reply(id, true, moveText(move));
                }
            }
        } else if (cmd == "showboard") {
            reply(id, true, adapter.board());
        } else if (cmd == "quit") {
            reply(id, true, "");
            break;
        } else {
            reply(id, false, "unknown command");
        }
    }
    if (searchLog != nullptr) {
        fclose(searchLog);
    }
    return 0;
}
