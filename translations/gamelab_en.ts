<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MatrixAnalysis</name>
    <message>
        <source>row %1</source>
        <translation>row %1</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>col %1</translation>
    </message>
    <message>
        <source>Applied to the whole matrix (it is square).</source>
        <translation>Applied to the whole matrix (it is square).</translation>
    </message>
    <message>
        <source>Applied to the square matrix left after removing dominated lines.</source>
        <translation>Applied to the square matrix left after removing dominated lines.</translation>
    </message>
    <message>
        <source>Applied to the square submatrix on the supports of the optimal strategies found by LP (Shapley–Snow).</source>
        <translation>Applied to the square submatrix on the supports of the optimal strategies found by LP (Shapley–Snow).</translation>
    </message>
</context>
<context>
    <name>MatrixClipboard</name>
    <message>
        <source>The clipboard holds no numbers.</source>
        <translation>The clipboard holds no numbers.</translation>
    </message>
    <message>
        <source>Nothing pasted: cell %1, %2 of the block is empty.</source>
        <translation>Nothing pasted: cell %1, %2 of the block is empty.</translation>
    </message>
    <message>
        <source>Nothing pasted: &quot;%1&quot; (cell %2, %3 of the block) is not a number.</source>
        <translation>Nothing pasted: &quot;%1&quot; (cell %2, %3 of the block) is not a number.</translation>
    </message>
    <message>
        <source>Nothing pasted: line %1 has %2 cells, but line 1 has %3.</source>
        <translation>Nothing pasted: line %1 has %2 cells, but line 1 has %3.</translation>
    </message>
</context>
<context>
    <name>MatrixCommands</name>
    <message>
        <source>Edit cell (%1, %2)</source>
        <translation>Edit cell (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n cell(s)</source>
        <translation>
            <numerusform>Edit %n cell</numerusform>
            <numerusform>Edit %n cells</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste %1x%2 block</source>
        <translation>Paste %1x%2 block</translation>
    </message>
    <message>
        <source>Add %1 to every payoff</source>
        <translation>Add %1 to every payoff</translation>
    </message>
    <message>
        <source>Rename row %1</source>
        <translation>Rename row %1</translation>
    </message>
    <message>
        <source>Rename column %1</source>
        <translation>Rename column %1</translation>
    </message>
    <message numerus="yes">
        <source>Insert %n row(s)</source>
        <translation>
            <numerusform>Insert %n row</numerusform>
            <numerusform>Insert %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Insert %n column(s)</source>
        <translation>
            <numerusform>Insert %n column</numerusform>
            <numerusform>Insert %n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform>
            <numerusform>Delete %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n column(s)</source>
        <translation>
            <numerusform>Delete %n column</numerusform>
            <numerusform>Delete %n columns</numerusform>
        </translation>
    </message>
    <message>
        <source>Move row %1</source>
        <translation>Move row %1</translation>
    </message>
    <message>
        <source>Move column %1</source>
        <translation>Move column %1</translation>
    </message>
    <message>
        <source>Resize to %1x%2</source>
        <translation>Resize to %1x%2</translation>
    </message>
</context>
<context>
    <name>MatrixKind</name>
    <message>
        <source>Gambit strategic form (*.nfg)</source>
        <translation>Gambit strategic form (*.nfg)</translation>
    </message>
    <message>
        <source>New zero-sum matrix game</source>
        <translation>New zero-sum matrix game</translation>
    </message>
    <message>
        <source>Two players, a payoff matrix: saddle points, dominance, graphs, exact solution</source>
        <translation>Two players, a payoff matrix: saddle points, dominance, graphs, exact solution</translation>
    </message>
</context>
<context>
    <name>StrategicCommands</name>
    <message>
        <source>Edit cell (%1)</source>
        <translation>Edit cell (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n payoff(s)</source>
        <translation>
            <numerusform>Edit %n payoff</numerusform>
            <numerusform>Edit %n payoffs</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste %1x%2 cells</source>
        <translation>Paste %1x%2 cells</translation>
    </message>
    <message>
        <source>Paste %1x%2 payoffs of player %3</source>
        <translation>Paste %1x%2 payoffs of player %3</translation>
    </message>
    <message>
        <source>Rename strategy %1 of player %2</source>
        <translation>Rename strategy %1 of player %2</translation>
    </message>
    <message>
        <source>Rename player %1</source>
        <translation>Rename player %1</translation>
    </message>
    <message>
        <source>Insert a strategy of player %1</source>
        <translation>Insert a strategy of player %1</translation>
    </message>
    <message>
        <source>Delete strategy %1 of player %2</source>
        <translation>Delete strategy %1 of player %2</translation>
    </message>
    <message>
        <source>Move strategy %1 of player %2</source>
        <translation>Move strategy %1 of player %2</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>Add player %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Remove player %1</translation>
    </message>
</context>
<context>
    <name>StrategicConversion</name>
    <message>
        <source>%1 (zero-sum)</source>
        <translation>%1 (zero-sum)</translation>
    </message>
    <message>
        <source>%1 (general-sum)</source>
        <translation>%1 (general-sum)</translation>
    </message>
</context>
<context>
    <name>StrategicExamples</name>
    <message>
        <source>3.1 Bimatrix games and safety levels</source>
        <translation>3.1 Bimatrix games and safety levels</translation>
    </message>
    <message>
        <source>3.2 Noncooperative games: equilibria</source>
        <translation>3.2 Noncooperative games: equilibria</translation>
    </message>
    <message>
        <source>3.3 Models of duopoly</source>
        <translation>3.3 Models of duopoly</translation>
    </message>
    <message>
        <source>3.4 Cooperative games: feasible sets</source>
        <translation>3.4 Cooperative games: feasible sets</translation>
    </message>
    <message>
        <source>Classic and test games</source>
        <translation>Classic and test games</translation>
    </message>
    <message>
        <source>General-sum games (Ferguson, chapter 3)</source>
        <translation>General-sum games (Ferguson, chapter 3)</translation>
    </message>
    <message>
        <source>%1 players, %2</source>
        <translation>%1 players, %2</translation>
    </message>
    <message>
        <source>§%1, %2 players, %3</source>
        <translation>§%1, %2 players, %3</translation>
    </message>
    <message>
        <source>Bimatrix of the strategic form (3.1.1)</source>
        <comment>bimatrix-3-1-1</comment>
        <translation>Bimatrix of the strategic form (3.1.1)</translation>
    </message>
    <message>
        <source>Safety levels (worked example)</source>
        <comment>safety-levels</comment>
        <translation>Safety levels (worked example)</translation>
    </message>
    <message>
        <source>Safety levels exercise (b)</source>
        <comment>safety-exercise-b</comment>
        <translation>Safety levels exercise (b)</translation>
    </message>
    <message>
        <source>Game show</source>
        <comment>game-show</comment>
        <translation>Game show</translation>
    </message>
    <message>
        <source>Game show (as printed)</source>
        <comment>game-show-as-printed</comment>
        <translation>Game show (as printed)</translation>
    </message>
    <message>
        <source>Coordination and safety</source>
        <comment>coordination-safety</comment>
        <translation>Coordination and safety</translation>
    </message>
    <message>
        <source>Two pure equilibria</source>
        <comment>two-pure-equilibria</comment>
        <translation>Two pure equilibria</translation>
    </message>
    <message>
        <source>Coordination game</source>
        <comment>coordination</comment>
        <translation>Coordination game</translation>
    </message>
    <message>
        <source>Battle of the Sexes</source>
        <comment>battle-of-the-sexes</comment>
        <translation>Battle of the Sexes</translation>
    </message>
    <message>
        <source>Prisoner&apos;s Dilemma</source>
        <comment>prisoners-dilemma</comment>
        <translation>Prisoner&apos;s Dilemma</translation>
    </message>
    <message>
        <source>Asterisk method (4 x 6)</source>
        <comment>asterisk-4x6</comment>
        <translation>Asterisk method (4 x 6)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-2 (a)</source>
        <comment>exercise-3-2-5-2a</comment>
        <translation>Exercise 3.2.5-2 (a)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-2 (b)</source>
        <comment>exercise-3-2-5-2b</comment>
        <translation>Exercise 3.2.5-2 (b)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-2 (c)</source>
        <comment>exercise-3-2-5-2c</comment>
        <translation>Exercise 3.2.5-2 (c)</translation>
    </message>
    <message>
        <source>Chicken</source>
        <comment>chicken</comment>
        <translation>Chicken</translation>
    </message>
    <message>
        <source>Coin and claim</source>
        <comment>coin-claim</comment>
        <translation>Coin and claim</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-5 (a)</source>
        <comment>exercise-3-2-5-5a</comment>
        <translation>Exercise 3.2.5-5 (a)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-5 (b)</source>
        <comment>exercise-3-2-5-5b</comment>
        <translation>Exercise 3.2.5-5 (b)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-6</source>
        <comment>exercise-3-2-5-6</comment>
        <translation>Exercise 3.2.5-6</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-8</source>
        <comment>exercise-3-2-5-8</comment>
        <translation>Exercise 3.2.5-8</translation>
    </message>
    <message>
        <source>Subgame perfection</source>
        <comment>subgame-perfection</comment>
        <translation>Subgame perfection</translation>
    </message>
    <message>
        <source>Feasible sets (3.1)</source>
        <comment>feasible-set</comment>
        <translation>Feasible sets (3.1)</translation>
    </message>
    <message>
        <source>End game with an all-in player</source>
        <comment>all-in-end-game</comment>
        <translation>End game with an all-in player</translation>
    </message>
    <message>
        <source>End game with an all-in player (three players)</source>
        <comment>all-in-end-game-3p</comment>
        <translation>End game with an all-in player (three players)</translation>
    </message>
    <message>
        <source>lrsnash manual example (3 x 2)</source>
        <comment>lrsnash-3x2</comment>
        <translation>lrsnash manual example (3 x 2)</translation>
    </message>
    <message>
        <source>Von Stengel&apos;s 6 x 6 game (75 equilibria)</source>
        <comment>von-stengel-6x6</comment>
        <translation>Von Stengel&apos;s 6 x 6 game (75 equilibria)</translation>
    </message>
    <message>
        <source>Three-player coordination</source>
        <comment>three-player-coordination</comment>
        <translation>Three-player coordination</translation>
    </message>
</context>
<context>
    <name>StrategicKind</name>
    <message>
        <source>New general-sum game</source>
        <translation>New general-sum game</translation>
    </message>
    <message>
        <source>Two or more players, one payoff each: best responses, dominance, safety levels, every equilibrium</source>
        <translation>Two or more players, one payoff each: best responses, dominance, safety levels, every equilibrium</translation>
    </message>
    <message>
        <source>New 3-player game</source>
        <translation>New 3-player game</translation>
    </message>
    <message>
        <source>Three players with two strategies each; the third player&apos;s choice picks the slice shown</source>
        <translation>Three players with two strategies each; the third player&apos;s choice picks the slice shown</translation>
    </message>
</context>
<context>
    <name>StrategicPlayers</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>ZeroSumExamples</name>
    <message>
        <source>Odd-or-Even</source>
        <comment>odd-or-even</comment>
        <translation>Odd-or-Even</translation>
    </message>
    <message>
        <source>Cards</source>
        <comment>cards</comment>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Holmes vs Moriarty</source>
        <comment>holmes-moriarty</comment>
        <translation>Holmes vs Moriarty</translation>
    </message>
    <message>
        <source>Alex and Olaf</source>
        <comment>alex-olaf</comment>
        <translation>Alex and Olaf</translation>
    </message>
    <message>
        <source>Saddle point</source>
        <comment>saddle-point</comment>
        <translation>Saddle point</translation>
    </message>
    <message>
        <source>Iterated domination</source>
        <comment>domination-pure</comment>
        <translation>Iterated domination</translation>
    </message>
    <message>
        <source>Domination by mixtures</source>
        <comment>domination-mixture</comment>
        <translation>Domination by mixtures</translation>
    </message>
    <message>
        <source>Graphical method, 2 x n</source>
        <comment>graphical-2xn</comment>
        <translation>Graphical method, 2 x n</translation>
    </message>
    <message>
        <source>Graphical method, m x 2</source>
        <comment>graphical-mx2</comment>
        <translation>Graphical method, m x 2</translation>
    </message>
    <message>
        <source>Latin square</source>
        <comment>latin-square</comment>
        <translation>Latin square</translation>
    </message>
    <message>
        <source>Dürer&apos;s magic square</source>
        <comment>magic-square-durer</comment>
        <translation>Dürer&apos;s magic square</translation>
    </message>
    <message>
        <source>Normandy</source>
        <comment>normandy</comment>
        <translation>Normandy</translation>
    </message>
    <message>
        <source>Odd-or-Even with 0, 1, 2</source>
        <comment>odd-or-even-012</comment>
        <translation>Odd-or-Even with 0, 1, 2</translation>
    </message>
    <message>
        <source>Diagonal game</source>
        <comment>diagonal</comment>
        <translation>Diagonal game</translation>
    </message>
    <message>
        <source>Triangular game</source>
        <comment>triangular</comment>
        <translation>Triangular game</translation>
    </message>
    <message>
        <source>Rock-paper-scissors</source>
        <comment>rock-paper-scissors</comment>
        <translation>Rock-paper-scissors</translation>
    </message>
    <message>
        <source>Mendelsohn game (n = 5)</source>
        <comment>mendelsohn-5</comment>
        <translation>Mendelsohn game (n = 5)</translation>
    </message>
    <message>
        <source>Colonel Blotto: 4 vs 3 regiments, 2 posts</source>
        <comment>blotto-4-3-2</comment>
        <translation>Colonel Blotto: 4 vs 3 regiments, 2 posts</translation>
    </message>
    <message>
        <source>Guessing game with payoff 2^j</source>
        <comment>guess-doubling</comment>
        <translation>Guessing game with payoff 2^j</translation>
    </message>
    <message>
        <source>Guessing game with half credit</source>
        <comment>guess-half-credit</comment>
        <translation>Guessing game with half credit</translation>
    </message>
    <message>
        <source>Guessing game, penalty when too high (n = 4)</source>
        <comment>guess-too-high-4</comment>
        <translation>Guessing game, penalty when too high (n = 4)</translation>
    </message>
    <message>
        <source>Silverman game on 1..10</source>
        <comment>silverman-10</comment>
        <translation>Silverman game on 1..10</translation>
    </message>
    <message>
        <source>Dresher&apos;s guessing game (n = 3)</source>
        <comment>dresher-3</comment>
        <translation>Dresher&apos;s guessing game (n = 3)</translation>
    </message>
    <message>
        <source>Pivot method example</source>
        <comment>pivot-example</comment>
        <translation>Pivot method example</translation>
    </message>
    <message>
        <source>2.1 Strategic form</source>
        <translation>2.1 Strategic form</translation>
    </message>
    <message>
        <source>2.2 Saddle points, domination, graphical method</source>
        <translation>2.2 Saddle points, domination, graphical method</translation>
    </message>
    <message>
        <source>2.3 Indifference and special games</source>
        <translation>2.3 Indifference and special games</translation>
    </message>
    <message>
        <source>2.4 Linear programming and the pivot method</source>
        <translation>2.4 Linear programming and the pivot method</translation>
    </message>
    <message>
        <source>Zero-sum games (Ferguson, chapter 2)</source>
        <translation>Zero-sum games (Ferguson, chapter 2)</translation>
    </message>
    <message>
        <source>§%1, %2 x %3</source>
        <translation>§%1, %2 x %3</translation>
    </message>
</context>
<context>
    <name>gamelab::ui</name>
    <message>
        <source>Entry %1, &quot;%2&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, one per player, separated by commas (&quot;3, 1&quot;).</source>
        <translation>Entry %1, &quot;%2&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, one per player, separated by commas (&quot;3, 1&quot;).</translation>
    </message>
    <message>
        <source>The cell is empty: enter %1 payoffs, one per player, such as &quot;3, 1&quot;.</source>
        <translation>The cell is empty: enter %1 payoffs, one per player, such as &quot;3, 1&quot;.</translation>
    </message>
    <message>
        <source>Found %1 payoff(s), but the game has %2 players: enter one payoff per player, in player order, separated by commas (&quot;3, 1&quot;).</source>
        <translation>Found %1 payoff(s), but the game has %2 players: enter one payoff per player, in player order, separated by commas (&quot;3, 1&quot;).</translation>
    </message>
    <message>
        <source>The clipboard holds no payoffs.</source>
        <translation>The clipboard holds no payoffs.</translation>
    </message>
    <message>
        <source>Nothing pasted: cell %1, %2 of the block: %3</source>
        <translation>Nothing pasted: cell %1, %2 of the block: %3</translation>
    </message>
    <message>
        <source>Nothing pasted: line %1 of the block has %2 numbers, not a multiple of the %3 players (each cell needs one payoff per player).</source>
        <translation>Nothing pasted: line %1 of the block has %2 numbers, not a multiple of the %3 players (each cell needs one payoff per player).</translation>
    </message>
    <message>
        <source>Nothing pasted: &quot;%1&quot; (line %2 of the block) is not a number.</source>
        <translation>Nothing pasted: &quot;%1&quot; (line %2 of the block) is not a number.</translation>
    </message>
    <message>
        <source>Nothing pasted: line %1 has %2 cells, but line 1 has %3.</source>
        <translation>Nothing pasted: line %1 has %2 cells, but line 1 has %3.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DominancePage</name>
    <message>
        <source>Step 2: remove dominated rows and columns</source>
        <translation>Step 2: remove dominated rows and columns</translation>
    </message>
    <message>
        <source>A row is dominated when another row (or a mixture of rows) gives I at least as much against every column; a column is dominated when another column (or a mixture) makes II pay at most as much against every row. Deleting a dominated line keeps the value; deleting a weakly dominated one may lose some optimal strategies.</source>
        <translation>A row is dominated when another row (or a mixture of rows) gives I at least as much against every column; a column is dominated when another column (or a mixture) makes II pay at most as much against every row. Deleting a dominated line keeps the value; deleting a weakly dominated one may lose some optimal strategies.</translation>
    </message>
    <message>
        <source>No row or column is dominated, even by a mixture.</source>
        <translation>No row or column is dominated, even by a mixture.</translation>
    </message>
    <message>
        <source>strict, by a mixture</source>
        <translation>strict, by a mixture</translation>
    </message>
    <message>
        <source>strict, pure</source>
        <translation>strict, pure</translation>
    </message>
    <message>
        <source>weak, by a mixture</source>
        <translation>weak, by a mixture</translation>
    </message>
    <message>
        <source>weak, pure</source>
        <translation>weak, pure</translation>
    </message>
    <message>
        <source>delete %1</source>
        <translation>delete %1</translation>
    </message>
    <message>
        <source>(entrywise, over the columns still present)</source>
        <translation>(entrywise, over the columns still present)</translation>
    </message>
    <message>
        <source>(entrywise, over the rows still present)</source>
        <translation>(entrywise, over the rows still present)</translation>
    </message>
    <message>
        <source>Left: %1 x %2. The deleted lines are struck through in the table; they get probability 0.</source>
        <translation>Left: %1 x %2. The deleted lines are struck through in the table; they get probability 0.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ErrorText</name>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1, line %2, column %3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>The file “%1” cannot be read.</source>
        <translation>The file “%1” cannot be read.</translation>
    </message>
    <message>
        <source>The file “%1” cannot be written.</source>
        <translation>The file “%1” cannot be written.</translation>
    </message>
    <message>
        <source>Expected %1, but found %2.</source>
        <translation>Expected %1, but found %2.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>“%1” is not a number.</translation>
    </message>
    <message>
        <source>Unsupported format: %1.</source>
        <translation>Unsupported format: %1.</translation>
    </message>
    <message>
        <source>The document has version %1, but this program reads versions up to %2.</source>
        <translation>The document has version %1, but this program reads versions up to %2.</translation>
    </message>
    <message>
        <source>The game is malformed: %1.</source>
        <translation>The game is malformed: %1.</translation>
    </message>
    <message>
        <source>The game has no strategies.</source>
        <translation>The game has no strategies.</translation>
    </message>
    <message>
        <source>The payoffs do not sum to zero at row %1, column %2.</source>
        <translation>The payoffs do not sum to zero at row %1, column %2.</translation>
    </message>
    <message>
        <source>The game is too large: %1 (the limit is %2).</source>
        <translation>The game is too large: %1 (the limit is %2).</translation>
    </message>
    <message>
        <source>Invalid %1: %2.</source>
        <translation>Invalid %1: %2.</translation>
    </message>
    <message>
        <source>The computation was cancelled.</source>
        <translation>The computation was cancelled.</translation>
    </message>
    <message>
        <source>The computation reached its time limit.</source>
        <translation>The computation reached its time limit.</translation>
    </message>
    <message>
        <source>The computation failed numerically: %1.</source>
        <translation>The computation failed numerically: %1.</translation>
    </message>
    <message>
        <source>Internal error: %1.</source>
        <translation>Internal error: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>“%1” (%2) is not a number.</source>
        <translation>“%1” (%2) is not a number.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GameDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GraphicalPage</name>
    <message>
        <source>The graphical method needs 2 rows or 2 columns (also after removing dominated lines); this game is %1 x %2, reduced %3 x %4.</source>
        <translation>The graphical method needs 2 rows or 2 columns (also after removing dominated lines); this game is %1 x %2, reduced %3 x %4.</translation>
    </message>
    <message>
        <source>Player I mixes rows %1 and %2: lower envelope (what I is sure to get)</source>
        <translation>Player I mixes rows %1 and %2: lower envelope (what I is sure to get)</translation>
    </message>
    <message>
        <source>Player II mixes columns %1 and %2: upper envelope (what II may have to pay)</source>
        <translation>Player II mixes columns %1 and %2: upper envelope (what II may have to pay)</translation>
    </message>
    <message>
        <source>p = probability of row %1</source>
        <translation>p = probability of row %1</translation>
    </message>
    <message>
        <source>q = probability of column %1</source>
        <translation>q = probability of column %1</translation>
    </message>
    <message>
        <source>expected payoff to I</source>
        <translation>expected payoff to I</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>col %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>row %1</translation>
    </message>
    <message>
        <source>(dominated)</source>
        <translation>(dominated)</translation>
    </message>
    <message>
        <source>lower envelope</source>
        <translation>lower envelope</translation>
    </message>
    <message>
        <source>upper envelope</source>
        <translation>upper envelope</translation>
    </message>
    <message>
        <source>optimal interval</source>
        <translation>optimal interval</translation>
    </message>
    <message>
        <source>optimum</source>
        <translation>optimum</translation>
    </message>
    <message>
        <source>Optimum at %1 = %2, value %3.</source>
        <translation>Optimum at %1 = %2, value %3.</translation>
    </message>
    <message>
        <source>Every %1 in [%2, %3] is optimal (flat piece of the envelope), value %4.</source>
        <translation>Every %1 in [%2, %3] is optimal (flat piece of the envelope), value %4.</translation>
    </message>
    <message>
        <source>The other player mixes %1 (the sub-game through the optimum).</source>
        <translation>The other player mixes %1 (the sub-game through the optimum).</translation>
    </message>
    <message>
        <source>Never on the envelope (dominated): %1.</source>
        <translation>Never on the envelope (dominated): %1.</translation>
    </message>
    <message>
        <source>After removing dominated lines.</source>
        <translation>After removing dominated lines.</translation>
    </message>
    <message>
        <source>I: %1 &amp;nbsp; II: %2</source>
        <translation>I: %1 &amp;nbsp; II: %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::IndifferencePage</name>
    <message>
        <source>Theorem 3.2: invertible matrices</source>
        <translation>Theorem 3.2: invertible matrices</translation>
    </message>
    <message>
        <source>If the square matrix M is invertible and 1ᵀM⁻¹1 ≠ 0, then V = 1/(1ᵀM⁻¹1), pᵀ = V·1ᵀM⁻¹ and q = V·M⁻¹1 — provided p ≥ 0 and q ≥ 0 (all strategies active).</source>
        <translation>If the square matrix M is invertible and 1ᵀM⁻¹1 ≠ 0, then V = 1/(1ᵀM⁻¹1), pᵀ = V·1ᵀM⁻¹ and q = V·M⁻¹1 — provided p ≥ 0 and q ≥ 0 (all strategies active).</translation>
    </message>
    <message>
        <source>Not applicable: neither the (reduced) game nor the support of an optimal strategy pair is a small square matrix.</source>
        <translation>Not applicable: neither the (reduced) game nor the support of an optimal strategy pair is a small square matrix.</translation>
    </message>
    <message>
        <source>M = rows {%1} × columns {%2}:</source>
        <translation>M = rows {%1} × columns {%2}:</translation>
    </message>
    <message>
        <source>M is singular: Theorem 3.2 does not apply. If the value might be 0, add a constant to every entry (the value shifts by it, the strategies stay) and try again.</source>
        <translation>M is singular: Theorem 3.2 does not apply. If the value might be 0, add a constant to every entry (the value shifts by it, the strategies stay) and try again.</translation>
    </message>
    <message>
        <source>1ᵀM⁻¹1 = 0: the formula gives nothing.</source>
        <translation>1ᵀM⁻¹1 = 0: the formula gives nothing.</translation>
    </message>
    <message>
        <source>A component is negative: not all these strategies are active, so the formula&apos;s answer is not a solution. Remove a line (guess a smaller support) and try again.</source>
        <translation>A component is negative: not all these strategies are active, so the formula&apos;s answer is not a solution. Remove a line (guess a smaller support) and try again.</translation>
    </message>
    <message>
        <source>p ≥ 0 and q ≥ 0, and embedded into the whole game they pass the infallible test: optimal ✓</source>
        <translation>p ≥ 0 and q ≥ 0, and embedded into the whole game they pass the infallible test: optimal ✓</translation>
    </message>
    <message>
        <source>p ≥ 0 and q ≥ 0 here, but in the whole game some unused line does better: not optimal ✗</source>
        <translation>p ≥ 0 and q ≥ 0 here, but in the whole game some unused line does better: not optimal ✗</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LanguageManager</name>
    <message>
        <source>System default</source>
        <translation>System default</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LpSolutionPage</name>
    <message>
        <source>Exact solution by linear programming</source>
        <translation>Exact solution by linear programming</translation>
    </message>
    <message>
        <source>Value v =</source>
        <translation>Value v =</translation>
    </message>
    <message>
        <source>verified ✓ (exactly: min_j (pᵀA)_j = v = max_i (Aq)_i)</source>
        <translation>verified ✓ (exactly: min_j (pᵀA)_j = v = max_i (Aq)_i)</translation>
    </message>
    <message>
        <source>approximate: the floating-point answer could not be verified exactly</source>
        <translation>approximate: the floating-point answer could not be verified exactly</translation>
    </message>
    <message>
        <source>Player I, p:</source>
        <translation>Player I, p:</translation>
    </message>
    <message>
        <source>Player II, q:</source>
        <translation>Player II, q:</translation>
    </message>
    <message>
        <source>Infallible test:</source>
        <translation>Infallible test:</translation>
    </message>
    <message>
        <source>All optimal strategies</source>
        <translation>All optimal strategies</translation>
    </message>
    <message>
        <source>Not computed for a game this large.</source>
        <translation>Not computed for a game this large.</translation>
    </message>
    <message>
        <source>Player I&apos;s optimal strategy is unique:</source>
        <translation>Player I&apos;s optimal strategy is unique:</translation>
    </message>
    <message>
        <source>Player I&apos;s optimal strategies: every mixture of these %1 vertices:</source>
        <translation>Player I&apos;s optimal strategies: every mixture of these %1 vertices:</translation>
    </message>
    <message>
        <source>Player II&apos;s optimal strategy is unique:</source>
        <translation>Player II&apos;s optimal strategy is unique:</translation>
    </message>
    <message>
        <source>Player II&apos;s optimal strategies: every mixture of these %1 vertices:</source>
        <translation>Player II&apos;s optimal strategies: every mixture of these %1 vertices:</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MainWindow</name>
    <message>
        <source>Gamelab</source>
        <translation>Gamelab</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Ready</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved %n document(s)</source>
        <translation>
            <numerusform>Autosaved %n document</numerusform>
            <numerusform>Autosaved %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open a .gamelab document or import a file</source>
        <translation>Open a .gamelab document or import a file</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save the current document</source>
        <translation>Save the current document</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>&amp;Start Page</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>&amp;About Gamelab</source>
        <translation>&amp;About Gamelab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>&lt;original&gt;</source>
        <translation>&lt;original&gt;</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Undo History</translation>
    </message>
    <message>
        <source>Status &amp;Bar</source>
        <translation>Status &amp;Bar</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No recent files</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>&amp;Clear Recent Files</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>No export formats</source>
        <translation>No export formats</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>Not saved yet</translation>
    </message>
    <message>
        <source>Close Document</source>
        <translation>Close Document</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.</source>
        <translation>“%1” has unsaved changes.</translation>
    </message>
    <message>
        <source>Do you want to save them before closing?</source>
        <translation>Do you want to save them before closing?</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>Recovery failed</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>Recover Documents</source>
        <translation>Recover Documents</translation>
    </message>
    <message numerus="yes">
        <source>Gamelab did not shut down properly. %n document(s) with unsaved changes can be recovered.</source>
        <translation>
            <numerusform>Gamelab did not shut down properly. %n document with unsaved changes can be recovered.</numerusform>
            <numerusform>Gamelab did not shut down properly. %n documents with unsaved changes can be recovered.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recover</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Ask &amp;Later</translation>
    </message>
    <message>
        <source>Created “%1”</source>
        <translation>Created “%1”</translation>
    </message>
    <message>
        <source>Opened example “%1”</source>
        <translation>Opened example “%1”</translation>
    </message>
    <message>
        <source>Gamelab documents (*.gamelab)</source>
        <translation>Gamelab documents (*.gamelab)</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>All supported files (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Cannot open “%1”</source>
        <translation>Cannot open “%1”</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Save failed</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Save As</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>The new language is used after Gamelab is restarted.</source>
        <translation>The new language is used after Gamelab is restarted.</translation>
    </message>
    <message>
        <source>About Gamelab</source>
        <translation>About Gamelab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gamelab %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for game theory: zero-sum matrix games and more, solved exactly with rational arithmetic.&lt;/p&gt;&lt;p&gt;Built with Qt %2, GMP, COIN-OR Clp and lrslib.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gamelab %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for game theory: zero-sum matrix games and more, solved exactly with rational arithmetic.&lt;/p&gt;&lt;p&gt;Built with Qt %2, GMP, COIN-OR Clp and lrslib.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Start Page</source>
        <translation>Start Page</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixAnalysisPanel</name>
    <message>
        <source>1 Saddle</source>
        <translation>1 Saddle</translation>
    </message>
    <message>
        <source>Row minima, column maxima, lower and upper value, saddle points (§2.2.1)</source>
        <translation>Row minima, column maxima, lower and upper value, saddle points (§2.2.1)</translation>
    </message>
    <message>
        <source>2 Dominance</source>
        <translation>2 Dominance</translation>
    </message>
    <message>
        <source>Iterated removal of dominated rows and columns, also by mixtures (§2.2.3)</source>
        <translation>Iterated removal of dominated rows and columns, also by mixtures (§2.2.3)</translation>
    </message>
    <message>
        <source>3 2x2</source>
        <translation>3 2x2</translation>
    </message>
    <message>
        <source>Formulas for 2x2 games with the numbers substituted (§2.2.2)</source>
        <translation>Formulas for 2x2 games with the numbers substituted (§2.2.2)</translation>
    </message>
    <message>
        <source>4 Graph</source>
        <translation>4 Graph</translation>
    </message>
    <message>
        <source>Graphical method for 2xn and mx2 games (§2.2.4)</source>
        <translation>Graphical method for 2xn and mx2 games (§2.2.4)</translation>
    </message>
    <message>
        <source>5 Thm 3.2</source>
        <translation>5 Thm 3.2</translation>
    </message>
    <message>
        <source>Theorem 3.2: value and strategies from the inverse matrix (§2.3.2)</source>
        <translation>Theorem 3.2: value and strategies from the inverse matrix (§2.3.2)</translation>
    </message>
    <message>
        <source>6 Solution</source>
        <translation>6 Solution</translation>
    </message>
    <message>
        <source>Exact solution by linear programming, verified, with all optimal strategies (§2.4)</source>
        <translation>Exact solution by linear programming, verified, with all optimal strategies (§2.4)</translation>
    </message>
    <message>
        <source>7 Pivot</source>
        <translation>7 Pivot</translation>
    </message>
    <message>
        <source>Williams&apos; pivot method, tableau by tableau (§2.4.5)</source>
        <translation>Williams&apos; pivot method, tableau by tableau (§2.4.5)</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Not analysed yet.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixCellDelegate</name>
    <message>
        <source>An integer, a fraction such as -2/7, or a decimal such as 0.25</source>
        <translation>An integer, a fraction such as -2/7, or a decimal such as 0.25</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25 (Esc cancels).</source>
        <translation>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25 (Esc cancels).</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixDocument</name>
    <message>
        <source>Gambit strategic form (*.nfg)</source>
        <translation>Gambit strategic form (*.nfg)</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>Comma-separated values (*.csv)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixEditor</name>
    <message>
        <source>Analysis cancelled. Press Solve (F5) to start it again.</source>
        <translation>Analysis cancelled. Press Solve (F5) to start it again.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Analyse the game now</source>
        <translation>Analyse the game now</translation>
    </message>
    <message>
        <source>+Row↑</source>
        <translation>+Row↑</translation>
    </message>
    <message>
        <source>Insert a row above the current one</source>
        <translation>Insert a row above the current one</translation>
    </message>
    <message>
        <source>+Row↓</source>
        <translation>+Row↓</translation>
    </message>
    <message>
        <source>Insert a row below the current one</source>
        <translation>Insert a row below the current one</translation>
    </message>
    <message>
        <source>+Col←</source>
        <translation>+Col←</translation>
    </message>
    <message>
        <source>Insert a column left of the current one</source>
        <translation>Insert a column left of the current one</translation>
    </message>
    <message>
        <source>+Col→</source>
        <translation>+Col→</translation>
    </message>
    <message>
        <source>Insert a column right of the current one</source>
        <translation>Insert a column right of the current one</translation>
    </message>
    <message>
        <source>−Row</source>
        <translation>−Row</translation>
    </message>
    <message>
        <source>Delete the selected rows</source>
        <translation>Delete the selected rows</translation>
    </message>
    <message>
        <source>−Col</source>
        <translation>−Col</translation>
    </message>
    <message>
        <source>Delete the selected columns</source>
        <translation>Delete the selected columns</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current row up</source>
        <translation>Move the current row up</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current row down</source>
        <translation>Move the current row down</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>Move the current column left</source>
        <translation>Move the current column left</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>Move the current column right</source>
        <translation>Move the current column right</translation>
    </message>
    <message>
        <source>+c</source>
        <translation>+c</translation>
    </message>
    <message>
        <source>Add a constant to every payoff (the value shifts by it, optimal strategies stay)</source>
        <translation>Add a constant to every payoff (the value shifts by it, optimal strategies stay)</translation>
    </message>
    <message>
        <source>Size…</source>
        <translation>Size…</translation>
    </message>
    <message>
        <source>Set the number of rows and columns</source>
        <translation>Set the number of rows and columns</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the selected payoffs</source>
        <translation>Copy the selected payoffs</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>Paste a tab- or comma-separated block at the current cell</source>
        <translation>Paste a tab- or comma-separated block at the current cell</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysing…</translation>
    </message>
    <message>
        <source>This game is large (%1 x %2): press Solve (F5) to analyse it.</source>
        <translation>This game is large (%1 x %2): press Solve (F5) to analyse it.</translation>
    </message>
    <message>
        <source>Analysing the %1 x %2 game</source>
        <translation>Analysing the %1 x %2 game</translation>
    </message>
    <message>
        <source>A game needs at least one row.</source>
        <translation>A game needs at least one row.</translation>
    </message>
    <message>
        <source>A game needs at least one column.</source>
        <translation>A game needs at least one column.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>Delete %n row</numerusform>
            <numerusform>Delete %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n column(s)</source>
        <translation>
            <numerusform>Delete %n column</numerusform>
            <numerusform>Delete %n columns</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a constant</source>
        <translation>Add a constant</translation>
    </message>
    <message>
        <source>Add to every payoff (e.g. 2 or -1/2). The value shifts by this amount; the optimal strategies stay the same.</source>
        <translation>Add to every payoff (e.g. 2 or -1/2). The value shifts by this amount; the optimal strategies stay the same.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; nothing changed.</source>
        <translation>&quot;%1&quot; is not a number; nothing changed.</translation>
    </message>
    <message>
        <source>Matrix size</source>
        <translation>Matrix size</translation>
    </message>
    <message>
        <source>Rows (player I):</source>
        <translation>Rows (player I):</translation>
    </message>
    <message>
        <source>Columns (player II):</source>
        <translation>Columns (player II):</translation>
    </message>
    <message>
        <source>Copied %1 x %2 payoffs.</source>
        <translation>Copied %1 x %2 payoffs.</translation>
    </message>
    <message>
        <source>Pasted %1 x %2 payoffs.</source>
        <translation>Pasted %1 x %2 payoffs.</translation>
    </message>
    <message>
        <source>Strategy name; leave empty for the default number. Enter confirms, Esc cancels.</source>
        <translation>Strategy name; leave empty for the default number. Enter confirms, Esc cancels.</translation>
    </message>
    <message>
        <source>→ General-sum</source>
        <translation>→ General-sum</translation>
    </message>
    <message>
        <source>Open this game in the general-sum (strategic-form) editor, with B = −A</source>
        <translation>Open this game in the general-sum (strategic-form) editor, with B = −A</translation>
    </message>
    <message>
        <source>The general-sum version can only be opened from the main window.</source>
        <translation>The general-sum version can only be opened from the main window.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixTableModel</name>
    <message>
        <source>a(%1, %2) = %3 — what II pays I when I plays row %1 and II plays column %2</source>
        <translation>a(%1, %2) = %3 — what II pays I when I plays row %1 and II plays column %2</translation>
    </message>
    <message>
        <source>Saddle point: the minimum of its row and the maximum of its column; value = %1.</source>
        <translation>Saddle point: the minimum of its row and the maximum of its column; value = %1.</translation>
    </message>
    <message>
        <source>Row minimum %1 = max of the row minima (lower value): I can guarantee %1 with a pure strategy.</source>
        <translation>Row minimum %1 = max of the row minima (lower value): I can guarantee %1 with a pure strategy.</translation>
    </message>
    <message>
        <source>Row minimum: the least I gets with this row.</source>
        <translation>Row minimum: the least I gets with this row.</translation>
    </message>
    <message>
        <source>Column maximum %1 = min of the column maxima (upper value): II can hold I to %1 with a pure strategy.</source>
        <translation>Column maximum %1 = min of the column maxima (upper value): II can hold I to %1 with a pure strategy.</translation>
    </message>
    <message>
        <source>Column maximum: the most II pays with this column.</source>
        <translation>Column maximum: the most II pays with this column.</translation>
    </message>
    <message>
        <source>Probability of this row in an optimal strategy p of player I: %1</source>
        <translation>Probability of this row in an optimal strategy p of player I: %1</translation>
    </message>
    <message>
        <source>Probability of this column in an optimal strategy q of player II: %1</source>
        <translation>Probability of this column in an optimal strategy q of player II: %1</translation>
    </message>
    <message>
        <source>v = %1</source>
        <translation>v = %1</translation>
    </message>
    <message>
        <source>Value of the game: %1</source>
        <translation>Value of the game: %1</translation>
    </message>
    <message>
        <source>max of row minima = min of column maxima = %1: the game has a saddle point.</source>
        <translation>max of row minima = min of column maxima = %1: the game has a saddle point.</translation>
    </message>
    <message>
        <source>max of row minima %1 &lt; min of column maxima %2: no saddle point, the optimal strategies are mixed.</source>
        <translation>max of row minima %1 &lt; min of column maxima %2: no saddle point, the optimal strategies are mixed.</translation>
    </message>
    <message>
        <source>Strategy of player I (row). Double-click to rename.</source>
        <translation>Strategy of player I (row). Double-click to rename.</translation>
    </message>
    <message>
        <source>Strategy of player II (column). Double-click to rename.</source>
        <translation>Strategy of player II (column). Double-click to rename.</translation>
    </message>
    <message>
        <source>row min</source>
        <translation>row min</translation>
    </message>
    <message>
        <source>p (I)</source>
        <translation>p (I)</translation>
    </message>
    <message>
        <source>col max</source>
        <translation>col max</translation>
    </message>
    <message>
        <source>q (II)</source>
        <translation>q (II)</translation>
    </message>
    <message>
        <source>Minimum of each row; the largest one (green) is the lower value.</source>
        <translation>Minimum of each row; the largest one (green) is the lower value.</translation>
    </message>
    <message>
        <source>Optimal mixed strategy p of player I (rows).</source>
        <translation>Optimal mixed strategy p of player I (rows).</translation>
    </message>
    <message>
        <source>Maximum of each column; the smallest one (blue) is the upper value.</source>
        <translation>Maximum of each column; the smallest one (blue) is the upper value.</translation>
    </message>
    <message>
        <source>Optimal mixed strategy q of player II (columns).</source>
        <translation>Optimal mixed strategy q of player II (columns).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. The cell keeps %2.</source>
        <translation>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. The cell keeps %2.</translation>
    </message>
    <message>
        <source>Deleted in step %1 of the dominance log: %2 (%3).</source>
        <translation>Deleted in step %1 of the dominance log: %2 (%3).</translation>
    </message>
    <message>
        <source>strictly dominated</source>
        <translation>strictly dominated</translation>
    </message>
    <message>
        <source>weakly dominated</source>
        <translation>weakly dominated</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PivotPage</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <source>Choose pivot column</source>
        <translation>Choose pivot column</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Restart</translation>
    </message>
    <message>
        <source>Constant added:</source>
        <translation>Constant added:</translation>
    </message>
    <message>
        <source>Step 1: the number added to every entry so that the value is positive. Change it to follow a worked example; Enter restarts.</source>
        <translation>Step 1: the number added to every entry so that the value is positive. Change it to follow a worked example; Enter restarts.</translation>
    </message>
    <message>
        <source>Show the previous tableau.</source>
        <translation>Show the previous tableau.</translation>
    </message>
    <message>
        <source>Show the next tableau; at the last one, pivot with the automatic rule (smallest label first).</source>
        <translation>Show the next tableau; at the last one, pivot with the automatic rule (smallest label first).</translation>
    </message>
    <message>
        <source>Pick the pivot column yourself: click a red bottom-border cell (a negative entry). The pivot row follows from the ratio test.</source>
        <translation>Pick the pivot column yourself: click a red bottom-border cell (a negative entry). The pivot row follows from the ratio test.</translation>
    </message>
    <message>
        <source>Go back to the starting tableau and forget the pivots taken.</source>
        <translation>Go back to the starting tableau and forget the pivots taken.</translation>
    </message>
    <message>
        <source>The pivot tableaux are shown for games up to %1 x %1.</source>
        <translation>The pivot tableaux are shown for games up to %1 x %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tableau %1 of %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tableau %1 of %2.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All entries are positive; nothing added.</source>
        <translation>All entries are positive; nothing added.</translation>
    </message>
    <message>
        <source>Step 1: added %1 to every entry so that the value is positive.</source>
        <translation>Step 1: added %1 to every entry so that the value is positive.</translation>
    </message>
    <message>
        <source>Pivot column %1 (negative bottom entry); ratios right border / entry; the minimum gives the pivot %2 (circled).</source>
        <translation>Pivot column %1 (negative bottom entry); ratios right border / entry; the minimum gives the pivot %2 (circled).</translation>
    </message>
    <message>
        <source>Red bottom-border cells are negative: their columns are eligible. Press Next, or pick one with “Choose pivot column”.</source>
        <translation>Red bottom-border cells are negative: their columns are eligible. Press Next, or pick one with “Choose pivot column”.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;The eligible column has no positive entry: the constant was too small.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c62828&apos;&gt;The eligible column has no positive entry: the constant was too small.&lt;/span&gt;</translation>
    </message>
    <message>
        <source>No negative entry left in the bottom border: done.</source>
        <translation>No negative entry left in the bottom border: done.</translation>
    </message>
    <message>
        <source>Read-out: value = 1/corner − constant = 1/(%1) − %2 = &lt;b&gt;%3&lt;/b&gt;.</source>
        <translation>Read-out: value = 1/corner − constant = 1/(%1) − %2 = &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>p (bottom entries under the x&apos;s on top, divided by the corner) = %1</source>
        <translation>p (bottom entries under the x&apos;s on top, divided by the corner) = %1</translation>
    </message>
    <message>
        <source>q (right entries beside the y&apos;s on the left, divided by the corner) = %1</source>
        <translation>q (right entries beside the y&apos;s on the left, divided by the corner) = %1</translation>
    </message>
    <message>
        <source>Corner check: %1 = %2 = %3 %4</source>
        <translation>Corner check: %1 = %2 = %3 %4</translation>
    </message>
    <message>
        <source>Labels: &lt;span style=&apos;color:#1565c0&apos;&gt;x&lt;/span&gt; = player I, &lt;span style=&apos;color:#2e7d32&apos;&gt;y&lt;/span&gt; = player II; yellow labels were just swapped.</source>
        <translation>Labels: &lt;span style=&apos;color:#1565c0&apos;&gt;x&lt;/span&gt; = player I, &lt;span style=&apos;color:#2e7d32&apos;&gt;y&lt;/span&gt; = player II; yellow labels were just swapped.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PivotTableauWidget</name>
    <message>
        <source>ratio</source>
        <translation>ratio</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Interface</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>The new language is used after Gamelab is restarted.</source>
        <translation>The new language is used after Gamelab is restarted.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ProgressPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the computation (Esc)</source>
        <translation>Stop the computation (Esc)</translation>
    </message>
    <message>
        <source>Solving the linear program</source>
        <translation>Solving the linear program</translation>
    </message>
    <message>
        <source>Enumerating vertices</source>
        <translation>Enumerating vertices</translation>
    </message>
    <message>
        <source>Removing dominated strategies</source>
        <translation>Removing dominated strategies</translation>
    </message>
    <message>
        <source>Looking for saddle points</source>
        <translation>Looking for saddle points</translation>
    </message>
    <message>
        <source>Verifying the result exactly</source>
        <translation>Verifying the result exactly</translation>
    </message>
    <message>
        <source>Enumerating</source>
        <translation>Enumerating</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Computing…</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <translation>%1 – %2%</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Marking best responses</source>
        <translation>Marking best responses</translation>
    </message>
    <message>
        <source>Computing safety levels</source>
        <translation>Computing safety levels</translation>
    </message>
    <message>
        <source>Enumerating vertices (player 1)</source>
        <translation>Enumerating vertices (player 1)</translation>
    </message>
    <message>
        <source>Enumerating vertices (player 2)</source>
        <translation>Enumerating vertices (player 2)</translation>
    </message>
    <message>
        <source>Matching completely labelled pairs</source>
        <translation>Matching completely labelled pairs</translation>
    </message>
    <message>
        <source>Finding the convex components</source>
        <translation>Finding the convex components</translation>
    </message>
    <message>
        <source>Trying supports</source>
        <translation>Trying supports</translation>
    </message>
    <message>
        <source>Following Lemke–Howson paths</source>
        <translation>Following Lemke–Howson paths</translation>
    </message>
    <message>
        <source>Searching mixed equilibria</source>
        <translation>Searching mixed equilibria</translation>
    </message>
    <message>
        <source>Computing correlated equilibria</source>
        <translation>Computing correlated equilibria</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::SaddlePage</name>
    <message>
        <source>Step 1: look for a saddle point</source>
        <translation>Step 1: look for a saddle point</translation>
    </message>
    <message>
        <source>Player I (rows) maximises, player II (columns) minimises. With a pure strategy, I can guarantee the largest row minimum; II can hold I to the smallest column maximum.</source>
        <translation>Player I (rows) maximises, player II (columns) minimises. With a pure strategy, I can guarantee the largest row minimum; II can hold I to the smallest column maximum.</translation>
    </message>
    <message>
        <source>Row minima:</source>
        <translation>Row minima:</translation>
    </message>
    <message>
        <source>Column maxima:</source>
        <translation>Column maxima:</translation>
    </message>
    <message>
        <source>Lower value v̲ = max of the row minima = &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>Lower value v̲ = max of the row minima = &lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>Upper value v̄ = min of the column maxima = &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>Upper value v̄ = min of the column maxima = &lt;b&gt;%1&lt;/b&gt; (%2)</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>v̲ = v̄ = %1: the game has %n saddle point(s).</source>
        <translation>
            <numerusform>v̲ = v̄ = %1: the game has %n saddle point.</numerusform>
            <numerusform>v̲ = v̄ = %1: the game has %n saddle points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saddle points:</source>
        <translation>Saddle points:</translation>
    </message>
    <message>
        <source>The value is %1. The row and the column of any saddle point are optimal pure strategies (all saddle points have the same value).</source>
        <translation>The value is %1. The row and the column of any saddle point are optimal pure strategies (all saddle points have the same value).</translation>
    </message>
    <message>
        <source>v̲ = %1 &amp;lt; v̄ = %2: no saddle point.</source>
        <translation>v̲ = %1 &amp;lt; v̄ = %2: no saddle point.</translation>
    </message>
    <message>
        <source>The value lies between %1 and %2, and both players must mix. Next: remove dominated lines, then use the 2x2 formulas, the graphical method, Theorem 3.2 or linear programming.</source>
        <translation>The value lies between %1 and %2, and both players must mix. Next: remove dominated lines, then use the 2x2 formulas, the graphical method, Theorem 3.2 or linear programming.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StartPage</name>
    <message>
        <source>Gamelab</source>
        <translation>Gamelab</translation>
    </message>
    <message>
        <source>A workbench for game theory: edit games, find optimal strategies, and see why they are optimal.</source>
        <translation>A workbench for game theory: edit games, find optimal strategies, and see why they are optimal.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>A .gamelab document or an imported file</source>
        <translation>A .gamelab document or an imported file</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Recent files</translation>
    </message>
    <message>
        <source>Files you open or save appear here.</source>
        <translation>Files you open or save appear here.</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Examples</translation>
    </message>
    <message>
        <source>Double-click an example to open it as a new, unsaved document.</source>
        <translation>Double-click an example to open it as a new, unsaved document.</translation>
    </message>
    <message>
        <source>No examples are installed.</source>
        <translation>No examples are installed.</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicAnalysisPanel</name>
    <message>
        <source>1 Equilibria</source>
        <translation>1 Equilibria</translation>
    </message>
    <message>
        <source>Pure and mixed Nash equilibria, exact, with the convex components of degenerate games (§3.2)</source>
        <translation>Pure and mixed Nash equilibria, exact, with the convex components of degenerate games (§3.2)</translation>
    </message>
    <message>
        <source>2 Safety</source>
        <translation>2 Safety</translation>
    </message>
    <message>
        <source>Each player&apos;s safety level and maxmin strategies by exact LP (§3.1.5)</source>
        <translation>Each player&apos;s safety level and maxmin strategies by exact LP (§3.1.5)</translation>
    </message>
    <message>
        <source>3 Dominance</source>
        <translation>3 Dominance</translation>
    </message>
    <message>
        <source>Iterated elimination of strictly dominated strategies, also by mixtures (§3.2.4)</source>
        <translation>Iterated elimination of strictly dominated strategies, also by mixtures (§3.2.4)</translation>
    </message>
    <message>
        <source>4 Supports</source>
        <translation>4 Supports</translation>
    </message>
    <message>
        <source>Support enumeration: every pair of supports tried, for small two-player games</source>
        <translation>Support enumeration: every pair of supports tried, for small two-player games</translation>
    </message>
    <message>
        <source>5 Lemke–Howson</source>
        <translation>5 Lemke–Howson</translation>
    </message>
    <message>
        <source>The Lemke–Howson algorithm from every starting label: one equilibrium quickly, even in large games</source>
        <translation>The Lemke–Howson algorithm from every starting label: one equilibrium quickly, even in large games</translation>
    </message>
    <message>
        <source>6 Correlated</source>
        <translation>6 Correlated</translation>
    </message>
    <message>
        <source>Correlated equilibria: the one with the largest total payoff, and the polytope</source>
        <translation>Correlated equilibria: the one with the largest total payoff, and the polytope</translation>
    </message>
    <message>
        <source>7 Pictures</source>
        <translation>7 Pictures</translation>
    </message>
    <message>
        <source>Best-response diagram (2x2) and payoff region with the equilibria and the safety point</source>
        <translation>Best-response diagram (2x2) and payoff region with the equilibria and the safety point</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Not analysed yet.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicCellDelegate</name>
    <message>
        <source>One payoff per player, in player order, such as &quot;3, 1&quot; or &quot;5/4; -2&quot; (exact fractions and decimals)</source>
        <translation>One payoff per player, in player order, such as &quot;3, 1&quot; or &quot;5/4; -2&quot; (exact fractions and decimals)</translation>
    </message>
    <message>
        <source>(Esc cancels.)</source>
        <translation>(Esc cancels.)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicCorrelatedPage</name>
    <message>
        <source>Correlated equilibria</source>
        <translation>Correlated equilibria</translation>
    </message>
    <message>
        <source>A mediator draws a cell at random from a distribution π and tells each player only its own strategy in that cell. π is a correlated equilibrium when no player gains by disobeying any recommendation. These distributions form a polytope that contains every Nash equilibrium; the one maximising the total payoff is found by exact linear programming.</source>
        <translation>A mediator draws a cell at random from a distribution π and tells each player only its own strategy in that cell. π is a correlated equilibrium when no player gains by disobeying any recommendation. These distributions form a polytope that contains every Nash equilibrium; the one maximising the total payoff is found by exact linear programming.</translation>
    </message>
    <message>
        <source>Correlated equilibria need at least two players.</source>
        <translation>Correlated equilibria need at least two players.</translation>
    </message>
    <message>
        <source>The correlated equilibrium with the largest total payoff</source>
        <translation>The correlated equilibrium with the largest total payoff</translation>
    </message>
    <message>
        <source>Expected payoffs:</source>
        <translation>Expected payoffs:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
    <message>
        <source>verified ✓ (exactly: every obedience constraint holds)</source>
        <translation>verified ✓ (exactly: every obedience constraint holds)</translation>
    </message>
    <message>
        <source>not verified exactly</source>
        <translation>not verified exactly</translation>
    </message>
    <message>
        <source>over all Nash equilibria</source>
        <translation>over all Nash equilibria</translation>
    </message>
    <message>
        <source>over the Nash equilibria found</source>
        <translation>over the Nash equilibria found</translation>
    </message>
    <message>
        <source>over the pure Nash equilibria</source>
        <translation>over the pure Nash equilibria</translation>
    </message>
    <message>
        <source>Compared with the Nash equilibria</source>
        <translation>Compared with the Nash equilibria</translation>
    </message>
    <message>
        <source>No Nash equilibrium to compare with was computed.</source>
        <translation>No Nash equilibrium to compare with was computed.</translation>
    </message>
    <message>
        <source>Largest total payoff %1: %2, with payoffs %3.</source>
        <translation>Largest total payoff %1: %2, with payoffs %3.</translation>
    </message>
    <message>
        <source>Correlation helps: the best correlated equilibrium gives %1 more in total.</source>
        <translation>Correlation helps: the best correlated equilibrium gives %1 more in total.</translation>
    </message>
    <message>
        <source>Correlation does not raise the total payoff here: the best Nash equilibrium is as good.</source>
        <translation>Correlation does not raise the total payoff here: the best Nash equilibrium is as good.</translation>
    </message>
    <message>
        <source>The polytope of correlated equilibria</source>
        <translation>The polytope of correlated equilibria</translation>
    </message>
    <message>
        <source>Its vertices are enumerated only for games with at most 16 cells.</source>
        <translation>Its vertices are enumerated only for games with at most 16 cells.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n vertex/vertices; every correlated equilibrium is a mixture of them.</source>
        <translation>
            <numerusform>It has %n vertex; every correlated equilibrium is a mixture of them.</numerusform>
            <numerusform>It has %n vertices; every correlated equilibrium is a mixture of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicDocument</name>
    <message>
        <source>Gambit strategic form (*.nfg)</source>
        <translation>Gambit strategic form (*.nfg)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicDominancePage</name>
    <message>
        <source>Iterated elimination of strictly dominated strategies</source>
        <translation>Iterated elimination of strictly dominated strategies</translation>
    </message>
    <message>
        <source>A strategy is strictly dominated when another strategy, or a mixture of the player&apos;s strategies, pays that player strictly more against every profile of the others still present. It is never played in an equilibrium, so it can be removed; removals can make further strategies dominated. The equilibria of the reduced game are those of the game.</source>
        <translation>A strategy is strictly dominated when another strategy, or a mixture of the player&apos;s strategies, pays that player strictly more against every profile of the others still present. It is never played in an equilibrium, so it can be removed; removals can make further strategies dominated. The equilibria of the reduced game are those of the game.</translation>
    </message>
    <message>
        <source>Only domination by pure strategies was tested (mixtures are tested by Solve (F5)).</source>
        <translation>Only domination by pure strategies was tested (mixtures are tested by Solve (F5)).</translation>
    </message>
    <message>
        <source>No strategy is strictly dominated, even by a mixture.</source>
        <translation>No strategy is strictly dominated, even by a mixture.</translation>
    </message>
    <message>
        <source>No strategy is strictly dominated by a pure strategy.</source>
        <translation>No strategy is strictly dominated by a pure strategy.</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>remove %1</translation>
    </message>
    <message>
        <source>— strictly dominated by the mixture %1</source>
        <translation>— strictly dominated by the mixture %1</translation>
    </message>
    <message>
        <source>— strictly dominated by %1</source>
        <translation>— strictly dominated by %1</translation>
    </message>
    <message>
        <source>gains at least %1 against every remaining profile of the others</source>
        <translation>gains at least %1 against every remaining profile of the others</translation>
    </message>
    <message>
        <source>Left: %1 (from %2). The removed strategies are struck out in the table.</source>
        <translation>Left: %1 (from %2). The removed strategies are struck out in the table.</translation>
    </message>
    <message>
        <source>Only one strategy per player is left: the game is dominance solvable, and that profile is its unique equilibrium.</source>
        <translation>Only one strategy per player is left: the game is dominance solvable, and that profile is its unique equilibrium.</translation>
    </message>
    <message>
        <source>The reduced game:</source>
        <translation>The reduced game:</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicEditor</name>
    <message>
        <source>Safety level (maxmin value) of each player: what it can guarantee whatever the others do, with a mixed strategy that guarantees it (exact LP).</source>
        <translation>Safety level (maxmin value) of each player: what it can guarantee whatever the others do, with a mixed strategy that guarantees it (exact LP).</translation>
    </message>
    <message>
        <source>Analysis cancelled. Press Solve (F5) to start it again.</source>
        <translation>Analysis cancelled. Press Solve (F5) to start it again.</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Run the full analysis now (every equilibrium, correlated equilibria, pictures)</source>
        <translation>Run the full analysis now (every equilibrium, correlated equilibria, pictures)</translation>
    </message>
    <message>
        <source>+Row↑</source>
        <translation>+Row↑</translation>
    </message>
    <message>
        <source>Insert a strategy of the row player above the current one</source>
        <translation>Insert a strategy of the row player above the current one</translation>
    </message>
    <message>
        <source>+Row↓</source>
        <translation>+Row↓</translation>
    </message>
    <message>
        <source>Insert a strategy of the row player below the current one</source>
        <translation>Insert a strategy of the row player below the current one</translation>
    </message>
    <message>
        <source>+Col←</source>
        <translation>+Col←</translation>
    </message>
    <message>
        <source>Insert a strategy of the column player left of the current one</source>
        <translation>Insert a strategy of the column player left of the current one</translation>
    </message>
    <message>
        <source>+Col→</source>
        <translation>+Col→</translation>
    </message>
    <message>
        <source>Insert a strategy of the column player right of the current one</source>
        <translation>Insert a strategy of the column player right of the current one</translation>
    </message>
    <message>
        <source>−Row</source>
        <translation>−Row</translation>
    </message>
    <message>
        <source>Delete the selected strategies of the row player</source>
        <translation>Delete the selected strategies of the row player</translation>
    </message>
    <message>
        <source>−Col</source>
        <translation>−Col</translation>
    </message>
    <message>
        <source>Delete the selected strategies of the column player</source>
        <translation>Delete the selected strategies of the column player</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current row up</source>
        <translation>Move the current row up</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current row down</source>
        <translation>Move the current row down</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>Move the current column left</source>
        <translation>Move the current column left</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>Move the current column right</source>
        <translation>Move the current column right</translation>
    </message>
    <message>
        <source>+Player</source>
        <translation>+Player</translation>
    </message>
    <message>
        <source>Add a player with two strategies (the game does not depend on its choice until you edit it); choose its strategy in the slice selector</source>
        <translation>Add a player with two strategies (the game does not depend on its choice until you edit it); choose its strategy in the slice selector</translation>
    </message>
    <message>
        <source>−Player</source>
        <translation>−Player</translation>
    </message>
    <message>
        <source>Remove the last player, keeping the payoffs of the strategy its slice selector shows</source>
        <translation>Remove the last player, keeping the payoffs of the strategy its slice selector shows</translation>
    </message>
    <message>
        <source>→ Zero-sum</source>
        <translation>→ Zero-sum</translation>
    </message>
    <message>
        <source>Open this game in the zero-sum editor (two players whose payoffs sum to zero in every cell)</source>
        <translation>Open this game in the zero-sum editor (two players whose payoffs sum to zero in every cell)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated &quot;3, 1&quot; cells</source>
        <translation>Copy the selected cells as tab-separated &quot;3, 1&quot; cells</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>Paste cells with every player&apos;s payoffs (&quot;3,1&lt;Tab&gt;0,2&quot;), or one matrix per player separated by empty lines, at the current cell</source>
        <translation>Paste cells with every player&apos;s payoffs (&quot;3,1&lt;Tab&gt;0,2&quot;), or one matrix per player separated by empty lines, at the current cell</translation>
    </message>
    <message>
        <source>Paste payoffs of %1</source>
        <translation>Paste payoffs of %1</translation>
    </message>
    <message>
        <source>Paste a block of single numbers (one matrix) as %1&apos;s payoffs at the current cell</source>
        <translation>Paste a block of single numbers (one matrix) as %1&apos;s payoffs at the current cell</translation>
    </message>
    <message>
        <source>Name of player %1 (payoffs in this colour). Enter confirms; empty means &quot;%2&quot;.</source>
        <translation>Name of player %1 (payoffs in this colour). Enter confirms; empty means &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>rows</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>columns</translation>
    </message>
    <message>
        <source>Slice: the table shows the cells where %1 plays this strategy</source>
        <translation>Slice: the table shows the cells where %1 plays this strategy</translation>
    </message>
    <message>
        <source>Insert a strategy of %1 after the shown one (a copy of its payoffs)</source>
        <translation>Insert a strategy of %1 after the shown one (a copy of its payoffs)</translation>
    </message>
    <message>
        <source>Delete the shown strategy of %1</source>
        <translation>Delete the shown strategy of %1</translation>
    </message>
    <message>
        <source>Move the shown strategy of %1 earlier</source>
        <translation>Move the shown strategy of %1 earlier</translation>
    </message>
    <message>
        <source>Move the shown strategy of %1 later</source>
        <translation>Move the shown strategy of %1 later</translation>
    </message>
    <message>
        <source>Safety levels: after the analysis.</source>
        <translation>Safety levels: after the analysis.</translation>
    </message>
    <message>
        <source>Safety levels: %1</source>
        <translation>Safety levels: %1</translation>
    </message>
    <message>
        <source>Safety levels: press Solve (F5).</source>
        <translation>Safety levels: press Solve (F5).</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;%2&lt;/b&gt; %3 with %4</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;%2&lt;/b&gt; %3 with %4</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysing…</translation>
    </message>
    <message>
        <source>Analysing the %1 game</source>
        <translation>Analysing the %1 game</translation>
    </message>
    <message>
        <source>Solving the %1 game completely</source>
        <translation>Solving the %1 game completely</translation>
    </message>
    <message>
        <source>%1 needs at least one strategy.</source>
        <translation>%1 needs at least one strategy.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n strategies of %1</source>
        <translation>
            <numerusform>Delete %n strategy of %1</numerusform>
            <numerusform>Delete %n strategies of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The editor handles at most %1 players.</source>
        <translation>The editor handles at most %1 players.</translation>
    </message>
    <message>
        <source>Added %1 with two strategies; pick the slice to edit in its selector.</source>
        <translation>Added %1 with two strategies; pick the slice to edit in its selector.</translation>
    </message>
    <message>
        <source>A game in this editor has at least %1 players.</source>
        <translation>A game in this editor has at least %1 players.</translation>
    </message>
    <message>
        <source>Not a zero-sum game: %1</source>
        <translation>Not a zero-sum game: %1</translation>
    </message>
    <message>
        <source>The zero-sum version can only be opened from the main window.</source>
        <translation>The zero-sum version can only be opened from the main window.</translation>
    </message>
    <message>
        <source>Copied %1 x %2 cells.</source>
        <translation>Copied %1 x %2 cells.</translation>
    </message>
    <message>
        <source>For one player&apos;s payoff matrix use Paste ▸ Paste payoffs of a player.</source>
        <translation>For one player&apos;s payoff matrix use Paste ▸ Paste payoffs of a player.</translation>
    </message>
    <message>
        <source>Pasted %1 x %2 cells.</source>
        <translation>Pasted %1 x %2 cells.</translation>
    </message>
    <message>
        <source>Pasted %1 x %2 payoffs of %3.</source>
        <translation>Pasted %1 x %2 payoffs of %3.</translation>
    </message>
    <message>
        <source>Strategy name; leave empty for the default number. Enter confirms, Esc cancels.</source>
        <translation>Strategy name; leave empty for the default number. Enter confirms, Esc cancels.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicEquilibriaPage</name>
    <message>
        <source>pure</source>
        <translation>pure</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>mixed</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>approximate (max regret %1)</source>
        <translation>approximate (max regret %1)</translation>
    </message>
    <message>
        <source>Select an equilibrium to highlight it on the table</source>
        <translation>Select an equilibrium to highlight it on the table</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Payoff %1</source>
        <translation>Payoff %1</translation>
    </message>
    <message>
        <source>≥ safety levels</source>
        <translation>≥ safety levels</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Every player gets at least its safety level</source>
        <translation>Every player gets at least its safety level</translation>
    </message>
    <message>
        <source>below for %1</source>
        <translation>below for %1</translation>
    </message>
    <message>
        <source>Impossible for an equilibrium: the result is wrong</source>
        <translation>Impossible for an equilibrium: the result is wrong</translation>
    </message>
    <message>
        <source>Nash equilibria</source>
        <translation>Nash equilibria</translation>
    </message>
    <message>
        <source>No pure equilibrium: no cell is starred for every player.</source>
        <translation>No pure equilibrium: no cell is starred for every player.</translation>
    </message>
    <message numerus="yes">
        <source>%n pure equilibrium(s) (cells starred for every player):</source>
        <translation>
            <numerusform>%n pure equilibrium (cells starred for every player):</numerusform>
            <numerusform>%n pure equilibria (cells starred for every player):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extreme equilibrium(s), exact (vertex enumeration of the best-response polytopes),</source>
        <translation>
            <numerusform>%n extreme equilibrium, exact (vertex enumeration of the best-response polytopes),</numerusform>
            <numerusform>%n extreme equilibria, exact (vertex enumeration of the best-response polytopes),</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n maximal convex component(s).</source>
        <translation>
            <numerusform>in %n maximal convex component.</numerusform>
            <numerusform>in %n maximal convex components.</numerusform>
        </translation>
    </message>
    <message>
        <source>All equilibria:</source>
        <translation>All equilibria:</translation>
    </message>
    <message numerus="yes">
        <source>Listed: the %n distinct equilibrium(s) Lemke–Howson found from the starting labels tried (not necessarily all).</source>
        <translation>
            <numerusform>Listed: the %n distinct equilibrium Lemke–Howson found from the starting labels tried (not necessarily all).</numerusform>
            <numerusform>Listed: the %n distinct equilibria Lemke–Howson found from the starting labels tried (not necessarily all).</numerusform>
        </translation>
    </message>
    <message>
        <source>Listed: the pure equilibria only.</source>
        <translation>Listed: the pure equilibria only.</translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium(s) found by support enumeration</source>
        <translation>
            <numerusform>%n equilibrium found by support enumeration</numerusform>
            <numerusform>%n equilibria found by support enumeration</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n support profile(s) examined).</source>
        <translation>
            <numerusform>(%n support profile examined).</numerusform>
            <numerusform>(%n support profiles examined).</numerusform>
        </translation>
    </message>
    <message>
        <source>Search complete: every support profile was examined (a continuum of equilibria is represented by the points found).</source>
        <translation>Search complete: every support profile was examined (a continuum of equilibria is represented by the points found).</translation>
    </message>
    <message>
        <source>Search incomplete: some support profiles were not examined; there may be more equilibria.</source>
        <translation>Search incomplete: some support profiles were not examined; there may be more equilibria.</translation>
    </message>
    <message>
        <source>Mixed equilibria:</source>
        <translation>Mixed equilibria:</translation>
    </message>
    <message>
        <source>A one-player game: its equilibria are the player&apos;s best strategies.</source>
        <translation>A one-player game: its equilibria are the player&apos;s best strategies.</translation>
    </message>
    <message>
        <source>Maximal convex components</source>
        <translation>Maximal convex components</translation>
    </message>
    <message>
        <source>extreme equilibria %1</source>
        <translation>extreme equilibria %1</translation>
    </message>
    <message>
        <source>The game is degenerate: it has continua of equilibria. Every p and q in a component above form an equilibrium, not only the extreme ones; the components describe the whole equilibrium set.</source>
        <translation>The game is degenerate: it has continua of equilibria. Every p and q in a component above form an equilibrium, not only the extreme ones; the components describe the whole equilibrium set.</translation>
    </message>
    <message>
        <source>Every equilibrium is isolated: the extreme equilibria are all the equilibria.</source>
        <translation>Every equilibrium is isolated: the extreme equilibria are all the equilibria.</translation>
    </message>
    <message>
        <source>Connected sets of components (sharing an extreme equilibrium):</source>
        <translation>Connected sets of components (sharing an extreme equilibrium):</translation>
    </message>
    <message>
        <source>No two components meet: each is its own connected set.</source>
        <translation>No two components meet: each is its own connected set.</translation>
    </message>
    <message>
        <source>Equilibria and safety levels</source>
        <translation>Equilibria and safety levels</translation>
    </message>
    <message>
        <source>Safety levels:</source>
        <translation>Safety levels:</translation>
    </message>
    <message>
        <source>equilibrium %1 pays %2 only %3</source>
        <translation>equilibrium %1 pays %2 only %3</translation>
    </message>
    <message>
        <source>An equilibrium below a player&apos;s safety level cannot happen: in an equilibrium each player&apos;s strategy is a best response, so it earns at least what the maxmin strategy guarantees.</source>
        <translation>An equilibrium below a player&apos;s safety level cannot happen: in an equilibrium each player&apos;s strategy is a best response, so it earns at least what the maxmin strategy guarantees.</translation>
    </message>
    <message>
        <source>Every equilibrium listed meets every player&apos;s safety level ✓</source>
        <translation>Every equilibrium listed meets every player&apos;s safety level ✓</translation>
    </message>
    <message>
        <source>Below a safety level, which is impossible — please report this: %1</source>
        <translation>Below a safety level, which is impossible — please report this: %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicLemkeHowsonPage</name>
    <message>
        <source>Lemke–Howson</source>
        <translation>Lemke–Howson</translation>
    </message>
    <message>
        <source>Start at the artificial equilibrium (nobody plays anything), drop one label — a strategy of either player — and follow the unique path of almost completely labelled points until the missing label is picked up again: that point is an equilibrium. Exact pivoting with lexicographic tie-breaking; each starting label may reach a different equilibrium.</source>
        <translation>Start at the artificial equilibrium (nobody plays anything), drop one label — a strategy of either player — and follow the unique path of almost completely labelled points until the missing label is picked up again: that point is an equilibrium. Exact pivoting with lexicographic tie-breaking; each starting label may reach a different equilibrium.</translation>
    </message>
    <message>
        <source>Lemke–Howson is shown for two-player games.</source>
        <translation>Lemke–Howson is shown for two-player games.</translation>
    </message>
    <message numerus="yes">
        <source>%n starting label(s) tried;</source>
        <translation>
            <numerusform>%n starting label tried;</numerusform>
            <numerusform>%n starting labels tried;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct equilibrium(s) reached.</source>
        <translation>
            <numerusform>%n distinct equilibrium reached.</numerusform>
            <numerusform>%n distinct equilibria reached.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game has %n extreme equilibrium(s) (Equilibria tab): Lemke–Howson need not reach all of them.</source>
        <translation>
            <numerusform>The game has %n extreme equilibrium (Equilibria tab): Lemke–Howson need not reach all of them.</numerusform>
            <numerusform>The game has %n extreme equilibria (Equilibria tab): Lemke–Howson need not reach all of them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Payoffs</source>
        <translation>Payoffs</translation>
    </message>
    <message>
        <source>Reached from</source>
        <translation>Reached from</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s): %1</source>
        <translation>
            <numerusform>%n label: %1</numerusform>
            <numerusform>%n labels: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Dropped label</source>
        <translation>Dropped label</translation>
    </message>
    <message>
        <source>Pivots</source>
        <translation>Pivots</translation>
    </message>
    <message>
        <source>Equilibrium reached</source>
        <translation>Equilibrium reached</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicPicturesPage</name>
    <message numerus="yes">
        <source>The pictures are drawn for two-player games; this game has %n player(s).</source>
        <translation>
            <numerusform>The pictures are drawn for two-player games; this game has %n player.</numerusform>
            <numerusform>The pictures are drawn for two-player games; this game has %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is indifferent between its columns at p = %2.</source>
        <translation>%1 is indifferent between its columns at p = %2.</translation>
    </message>
    <message>
        <source>%1 is indifferent between its rows at q = %2.</source>
        <translation>%1 is indifferent between its rows at q = %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium piece(s) at the crossings (points, or segments for continua).</source>
        <translation>
            <numerusform>%n equilibrium piece at the crossings (points, or segments for continua).</numerusform>
            <numerusform>%n equilibrium pieces at the crossings (points, or segments for continua).</numerusform>
        </translation>
    </message>
    <message>
        <source>The best-response diagram is drawn for 2x2 games; this game is %1.</source>
        <translation>The best-response diagram is drawn for 2x2 games; this game is %1.</translation>
    </message>
    <message>
        <source>Payoff region: every point of the shaded hull is the payoff of some distribution over the cells; hover over a point for its cell or equilibrium.</source>
        <translation>Payoff region: every point of the shaded hull is the payoff of some distribution over the cells; hover over a point for its cell or equilibrium.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicSafetyPage</name>
    <message>
        <source>Safety levels (maxmin)</source>
        <translation>Safety levels (maxmin)</translation>
    </message>
    <message>
        <source>A player&apos;s safety level is the most it can guarantee whatever the other does: the value of the zero-sum game in which it maximises its own payoff and the other minimises it. For two players v&lt;sub&gt;I&lt;/sub&gt; = Val(A) and v&lt;sub&gt;II&lt;/sub&gt; = Val(Bᵀ) (not Val(B)). Solved by exact linear programming.</source>
        <translation>A player&apos;s safety level is the most it can guarantee whatever the other does: the value of the zero-sum game in which it maximises its own payoff and the other minimises it. For two players v&lt;sub&gt;I&lt;/sub&gt; = Val(A) and v&lt;sub&gt;II&lt;/sub&gt; = Val(Bᵀ) (not Val(B)). Solved by exact linear programming.</translation>
    </message>
    <message>
        <source>A player&apos;s safety level is the most it can guarantee whatever the others do: the maximum over its mixed strategies of the minimum over the others&apos; pure profiles of its payoff. Solved by exact linear programming.</source>
        <translation>A player&apos;s safety level is the most it can guarantee whatever the others do: the maximum over its mixed strategies of the minimum over the others&apos; pure profiles of its payoff. Solved by exact linear programming.</translation>
    </message>
    <message>
        <source>Safety level v =</source>
        <translation>Safety level v =</translation>
    </message>
    <message>
        <source>Maxmin strategy:</source>
        <translation>Maxmin strategy:</translation>
    </message>
    <message numerus="yes">
        <source>The maxmin strategy is not unique: every mixture of these %n vertices guarantees v.</source>
        <translation>
            <numerusform>The maxmin strategy is not unique: every mixture of these %n vertices guarantees v.</numerusform>
            <numerusform>The maxmin strategy is not unique: every mixture of these %n vertices guarantees v.</numerusform>
        </translation>
    </message>
    <message>
        <source>This maxmin strategy is the only one.</source>
        <translation>This maxmin strategy is the only one.</translation>
    </message>
    <message>
        <source>verified ✓ (exactly: the strategy guarantees v against every pure reply, and v is the optimum)</source>
        <translation>verified ✓ (exactly: the strategy guarantees v against every pure reply, and v is the optimum)</translation>
    </message>
    <message>
        <source>not verified exactly</source>
        <translation>not verified exactly</translation>
    </message>
    <message>
        <source>the game of %1</source>
        <translation>the game of %1</translation>
    </message>
    <message>
        <source>The zero-sum game solved, %1 (rows: %2&apos;s strategies, entries: %2&apos;s payoffs; the other player minimises):</source>
        <translation>The zero-sum game solved, %1 (rows: %2&apos;s strategies, entries: %2&apos;s payoffs; the other player minimises):</translation>
    </message>
    <message>
        <source>The zero-sum game solved (rows: %1&apos;s strategies, columns: the others&apos; pure profiles, entries: %1&apos;s payoffs):</source>
        <translation>The zero-sum game solved (rows: %1&apos;s strategies, columns: the others&apos; pure profiles, entries: %1&apos;s payoffs):</translation>
    </message>
    <message>
        <source>The zero-sum game solved is %1 x %2 (too large to print).</source>
        <translation>The zero-sum game solved is %1 x %2 (too large to print).</translation>
    </message>
    <message>
        <source>Individually rational payoffs</source>
        <translation>Individually rational payoffs</translation>
    </message>
    <message>
        <source>The safety point is (v&lt;sub&gt;I&lt;/sub&gt;, v&lt;sub&gt;II&lt;/sub&gt;) = (%1, %2). The individually rational payoffs are those with u ≥ %1 and v ≥ %2: the upper-right quadrant from the safety point (dashed lines in the payoff-region picture). Every equilibrium lies in it.</source>
        <translation>The safety point is (v&lt;sub&gt;I&lt;/sub&gt;, v&lt;sub&gt;II&lt;/sub&gt;) = (%1, %2). The individually rational payoffs are those with u ≥ %1 and v ≥ %2: the upper-right quadrant from the safety point (dashed lines in the payoff-region picture). Every equilibrium lies in it.</translation>
    </message>
    <message>
        <source>If both players use the maxmin strategies shown, the payoffs are %1.</source>
        <translation>If both players use the maxmin strategies shown, the payoffs are %1.</translation>
    </message>
    <message>
        <source>The individually rational payoff vectors are those with %1. Every equilibrium lies in this region.</source>
        <translation>The individually rational payoff vectors are those with %1. Every equilibrium lies in this region.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicSupportPage</name>
    <message>
        <source>Support enumeration</source>
        <translation>Support enumeration</translation>
    </message>
    <message>
        <source>For each pair of supports of equal size, solve the indifference equations: the other player&apos;s strategies in the support must all pay the same. The solution is an equilibrium when it is a probability vector and no strategy outside the support pays more.</source>
        <translation>For each pair of supports of equal size, solve the indifference equations: the other player&apos;s strategies in the support must all pay the same. The solution is an equilibrium when it is a probability vector and no strategy outside the support pays more.</translation>
    </message>
    <message>
        <source>Support enumeration is shown for two-player games.</source>
        <translation>Support enumeration is shown for two-player games.</translation>
    </message>
    <message numerus="yes">
        <source>%n support pair(s) tried;</source>
        <translation>
            <numerusform>%n support pair tried;</numerusform>
            <numerusform>%n support pairs tried;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium(s) found.</source>
        <translation>
            <numerusform>%n equilibrium found.</numerusform>
            <numerusform>%n equilibria found.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is degenerate (a mixed strategy on k strategies has more than k pure best responses): support enumeration may miss equilibria, in particular continua. The Equilibria tab lists all of them.</source>
        <translation>The game is degenerate (a mixed strategy on k strategies has more than k pure best responses): support enumeration may miss equilibria, in particular continua. The Equilibria tab lists all of them.</translation>
    </message>
    <message>
        <source>The game is nondegenerate: these are all its equilibria.</source>
        <translation>The game is nondegenerate: these are all its equilibria.</translation>
    </message>
    <message>
        <source>Support of %1</source>
        <translation>Support of %1</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Payoffs</source>
        <translation>Payoffs</translation>
    </message>
    <message>
        <source>equilibrium ✓</source>
        <translation>equilibrium ✓</translation>
    </message>
    <message>
        <source>singular (no unique solution)</source>
        <translation>singular (no unique solution)</translation>
    </message>
    <message>
        <source>not a probability</source>
        <translation>not a probability</translation>
    </message>
    <message>
        <source>profitable deviation by %1 to %2</source>
        <translation>profitable deviation by %1 to %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicTableModel</name>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 plays %2</translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation>%1 gets %2</translation>
    </message>
    <message>
        <source>(a best response: no other strategy of %1 pays more here)</source>
        <translation>(a best response: no other strategy of %1 pays more here)</translation>
    </message>
    <message>
        <source>Pure equilibrium: every player&apos;s payoff is starred, so nobody gains by deviating alone.</source>
        <translation>Pure equilibrium: every player&apos;s payoff is starred, so nobody gains by deviating alone.</translation>
    </message>
    <message>
        <source>Probability of this cell in the selected equilibrium: %1</source>
        <translation>Probability of this cell in the selected equilibrium: %1</translation>
    </message>
    <message>
        <source>Double-click or type to edit: one payoff per player, such as &quot;3, 1&quot;.</source>
        <translation>Double-click or type to edit: one payoff per player, such as &quot;3, 1&quot;.</translation>
    </message>
    <message>
        <source>Strategy %1 of %2 is eliminated in step %3: strictly dominated by %4 (by at least %5).</source>
        <translation>Strategy %1 of %2 is eliminated in step %3: strictly dominated by %4 (by at least %5).</translation>
    </message>
    <message>
        <source>payoff</source>
        <translation>payoff</translation>
    </message>
    <message>
        <source>Strategy of %1 (rows). Double-click to rename.</source>
        <translation>Strategy of %1 (rows). Double-click to rename.</translation>
    </message>
    <message>
        <source>Strategy of %1 (columns). Double-click to rename.</source>
        <translation>Strategy of %1 (columns). Double-click to rename.</translation>
    </message>
    <message>
        <source>Probability in the selected equilibrium: %1</source>
        <translation>Probability in the selected equilibrium: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 The cell keeps %3.</source>
        <translation>&quot;%1&quot;: %2 The cell keeps %3.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicText</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>row %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>column %1</translation>
    </message>
    <message>
        <source>strategy %1</source>
        <translation>strategy %1</translation>
    </message>
    <message>
        <source>Not computed automatically for a game this size — press Solve (F5).</source>
        <translation>Not computed automatically for a game this size — press Solve (F5).</translation>
    </message>
    <message>
        <source>verified by definition ✓ (exactly: no player gains by any pure deviation)</source>
        <translation>verified by definition ✓ (exactly: no player gains by any pure deviation)</translation>
    </message>
    <message>
        <source>not verified: a result failed the exact check by definition</source>
        <translation>not verified: a result failed the exact check by definition</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TwoByTwoPage</name>
    <message>
        <source>2x2 games: formulas (2.1)–(2.3)</source>
        <translation>2x2 games: formulas (2.1)–(2.3)</translation>
    </message>
    <message>
        <source>The game is %1 x %2 and dominance leaves %3 x %4, not 2 x 2. Use the graphical method, Theorem 3.2 or linear programming.</source>
        <translation>The game is %1 x %2 and dominance leaves %3 x %4, not 2 x 2. Use the graphical method, Theorem 3.2 or linear programming.</translation>
    </message>
    <message>
        <source>After removing dominated lines, the game left is 2 x 2 (rows %1, %2; columns %3, %4):</source>
        <translation>After removing dominated lines, the game left is 2 x 2 (rows %1, %2; columns %3, %4):</translation>
    </message>
    <message>
        <source>Lettering A = [[a, b], [d, c]] (note: the bottom row is d, c):</source>
        <translation>Lettering A = [[a, b], [d, c]] (note: the bottom row is d, c):</translation>
    </message>
    <message>
        <source>1. Saddle point check:</source>
        <translation>1. Saddle point check:</translation>
    </message>
    <message>
        <source>saddle point at (%1, %2): value %3. The formulas are not needed.</source>
        <translation>saddle point at (%1, %2): value %3. The formulas are not needed.</translation>
    </message>
    <message>
        <source>Applying the formulas anyway would give p = %1, q = %2 — not probabilities. That is why the saddle check comes first.</source>
        <translation>Applying the formulas anyway would give p = %1, q = %2 — not probabilities. That is why the saddle check comes first.</translation>
    </message>
    <message>
        <source>none (max of row minima %1 &amp;lt; min of column maxima %2).</source>
        <translation>none (max of row minima %1 &amp;lt; min of column maxima %2).</translation>
    </message>
    <message>
        <source>2. Equalising strategies:</source>
        <translation>2. Equalising strategies:</translation>
    </message>
    <message>
        <source>Player I plays %1 = %2; player II plays %3 = %4; value &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>Player I plays %1 = %2; player II plays %3 = %4; value &lt;b&gt;%5&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>(p, 1 − p)</source>
        <translation>(p, 1 − p)</translation>
    </message>
    <message>
        <source>(q, 1 − q)</source>
        <translation>(q, 1 − q)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::BestResponseChart</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Best responses: the equilibria are where they cross</source>
        <translation>Best responses: the equilibria are where they cross</translation>
    </message>
    <message>
        <source>p = P(row %1)</source>
        <translation>p = P(row %1)</translation>
    </message>
    <message>
        <source>q = P(column %1)</source>
        <translation>q = P(column %1)</translation>
    </message>
    <message>
        <source>%1&apos;s best response</source>
        <translation>%1&apos;s best response</translation>
    </message>
    <message>
        <source>equilibria</source>
        <translation>equilibria</translation>
    </message>
    <message>
        <source>continuum</source>
        <translation>continuum</translation>
    </message>
    <message>
        <source>equilibria from %1 to %2</source>
        <translation>equilibria from %1 to %2</translation>
    </message>
    <message>
        <source>equilibrium %1</source>
        <translation>equilibrium %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::PayoffRegionChart</name>
    <message>
        <source>Payoff region</source>
        <translation>Payoff region</translation>
    </message>
    <message>
        <source>payoff to %1</source>
        <translation>payoff to %1</translation>
    </message>
    <message>
        <source>feasible (convex hull)</source>
        <translation>feasible (convex hull)</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Pareto frontier</translation>
    </message>
    <message>
        <source>individually rational</source>
        <translation>individually rational</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>cells</translation>
    </message>
    <message>
        <source>cell %1: %2</source>
        <translation>cell %1: %2</translation>
    </message>
    <message>
        <source>Nash equilibria</source>
        <translation>Nash equilibria</translation>
    </message>
    <message>
        <source>equilibrium %1: %2</source>
        <translation>equilibrium %1: %2</translation>
    </message>
    <message>
        <source>best correlated eq.</source>
        <translation>best correlated eq.</translation>
    </message>
    <message>
        <source>best correlated equilibrium %1 (total %2)</source>
        <translation>best correlated equilibrium %1 (total %2)</translation>
    </message>
    <message>
        <source>safety point</source>
        <translation>safety point</translation>
    </message>
    <message>
        <source>safety levels %1</source>
        <translation>safety levels %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Gamelab</source>
        <translation>Gamelab</translation>
    </message>
    <message>
        <source>A desktop workbench for game theory.</source>
        <translation>A desktop workbench for game theory.</translation>
    </message>
    <message>
        <source>Documents to open.</source>
        <translation>Documents to open.</translation>
    </message>
</context>
</TS>
