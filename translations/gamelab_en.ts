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
