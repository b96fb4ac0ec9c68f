<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CoalitionCommands</name>
    <message>
        <source>Rename player %1</source>
        <translation>Rename player %1</translation>
    </message>
    <message>
        <source>Edit v(%1)</source>
        <translation>Edit v(%1)</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n value(s)</source>
        <translation>
            <numerusform>Edit %n value</numerusform>
            <numerusform>Edit %n values</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoalitionalConversion</name>
    <message>
        <source>%1 (characteristic function)</source>
        <translation>%1 (characteristic function)</translation>
    </message>
    <message>
        <source>%1 (strategic form)</source>
        <translation>%1 (strategic form)</translation>
    </message>
    <message>
        <source>No characteristic function: %1</source>
        <translation>No characteristic function: %1</translation>
    </message>
    <message>
        <source>The characteristic function can only be opened from the main window.</source>
        <translation>The characteristic function can only be opened from the main window.</translation>
    </message>
</context>
<context>
    <name>CoalitionalExamples</name>
    <message>
        <source>Three-person game of 4.1.4: characteristic function</source>
        <comment>strategic-4-1-4</comment>
        <translation>Three-person game of 4.1.4: characteristic function</translation>
    </message>
    <message>
        <source>Three-person zero-sum game (Ex 4.1.5-1)</source>
        <comment>zero-sum-three</comment>
        <translation>Three-person zero-sum game (Ex 4.1.5-1)</translation>
    </message>
    <message>
        <source>Three-person game of Ex 4.1.5-2: characteristic function</source>
        <comment>strategic-ex-4-1-5-2</comment>
        <translation>Three-person game of Ex 4.1.5-2: characteristic function</translation>
    </message>
    <message>
        <source>Example 1: a pentagonal core</source>
        <comment>example-4-2-4-1</comment>
        <translation>Example 1: a pentagonal core</translation>
    </message>
    <message>
        <source>Selling an object: values 10, 20, 30</source>
        <comment>selling-10-20-30</comment>
        <translation>Selling an object: values 10, 20, 30</translation>
    </message>
    <message>
        <source>Battle of the Sexes as a TU game</source>
        <comment>battle-of-the-sexes-tu</comment>
        <translation>Battle of the Sexes as a TU game</translation>
    </message>
    <message>
        <source>Core smaller than the imputations (Ex 4.2.5-3)</source>
        <comment>ex-4-2-5-3</comment>
        <translation>Core smaller than the imputations (Ex 4.2.5-3)</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 1</source>
        <comment>symmetric-3-a1</comment>
        <translation>Symmetric three-person game, v(ij) = 1</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 3/2</source>
        <comment>symmetric-3-a3-2</comment>
        <translation>Symmetric three-person game, v(ij) = 3/2</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 2</source>
        <comment>symmetric-3-a2</comment>
        <translation>Symmetric three-person game, v(ij) = 2</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 5/2 (empty core)</source>
        <comment>symmetric-3-a5-2</comment>
        <translation>Symmetric three-person game, v(ij) = 5/2 (empty core)</translation>
    </message>
    <message>
        <source>Symmetric four-person game, v(ij) = 1, v(ijk) = 2</source>
        <comment>symmetric-4-a1-b2</comment>
        <translation>Symmetric four-person game, v(ij) = 1, v(ijk) = 2</translation>
    </message>
    <message>
        <source>Symmetric four-person game, v(ij) = 2, v(ijk) = 3</source>
        <comment>symmetric-4-a2-b3</comment>
        <translation>Symmetric four-person game, v(ij) = 2, v(ijk) = 3</translation>
    </message>
    <message>
        <source>Symmetric four-person game, v(ij) = 5/2, v(ijk) = 3 (empty core)</source>
        <comment>symmetric-4-a5-2-b3</comment>
        <translation>Symmetric four-person game, v(ij) = 5/2, v(ijk) = 3 (empty core)</translation>
    </message>
    <message>
        <source>Three-person majority game</source>
        <comment>majority-3</comment>
        <translation>Three-person majority game</translation>
    </message>
    <message>
        <source>One seller, two buyers and a dummy</source>
        <comment>seller-buyers-dummy</comment>
        <translation>One seller, two buyers and a dummy</translation>
    </message>
    <message>
        <source>Glove market: two left, two right</source>
        <comment>glove-2-2</comment>
        <translation>Glove market: two left, two right</translation>
    </message>
    <message>
        <source>Glove market: two left, three right</source>
        <comment>glove-2-3</comment>
        <translation>Glove market: two left, three right</translation>
    </message>
    <message>
        <source>Two machine owners and three workers</source>
        <comment>machines-workers</comment>
        <translation>Two machine owners and three workers</translation>
    </message>
    <message>
        <source>Weighted majority game [50; 10, 20, 30, 40]</source>
        <comment>voting-50-10-20-30-40</comment>
        <translation>Weighted majority game [50; 10, 20, 30, 40]</translation>
    </message>
    <message>
        <source>One seller and two buyers (values 30, 40)</source>
        <comment>seller-buyers-30-40</comment>
        <translation>One seller and two buyers (values 30, 40)</translation>
    </message>
    <message>
        <source>Shapley value and nucleolus of Ex 4.3.5-2</source>
        <comment>ex-4-3-5-2</comment>
        <translation>Shapley value and nucleolus of Ex 4.3.5-2</translation>
    </message>
    <message>
        <source>Weighted majority game [50; 10, 30, 30, 40]</source>
        <comment>voting-50-10-30-30-40</comment>
        <translation>Weighted majority game [50; 10, 30, 30, 40]</translation>
    </message>
    <message>
        <source>[50; 10, 20, 30, 40] with a chairman who breaks ties</source>
        <comment>voting-chairman</comment>
        <translation>[50; 10, 20, 30, 40] with a chairman who breaks ties</translation>
    </message>
    <message>
        <source>Weights 1/3, 2/9, 2/9, 2/9, quota 1/2</source>
        <comment>voting-thirds</comment>
        <translation>Weights 1/3, 2/9, 2/9, 2/9, quota 1/2</translation>
    </message>
    <message>
        <source>Weights 1/3, 1/3, 1/9, 1/9, 1/9, quota 1/2</source>
        <comment>voting-two-big-parties</comment>
        <translation>Weights 1/3, 1/3, 1/9, 1/9, 1/9, quota 1/2</translation>
    </message>
    <message>
        <source>Nassau County board, 1964 (58 of 115 votes)</source>
        <comment>nassau-1964</comment>
        <translation>Nassau County board, 1964 (58 of 115 votes)</translation>
    </message>
    <message>
        <source>Nassau County board, 1971 (63 of 115 votes)</source>
        <comment>nassau-1971</comment>
        <translation>Nassau County board, 1971 (63 of 115 votes)</translation>
    </message>
    <message>
        <source>UN Security Council (39 votes, five with 7)</source>
        <comment>un-security-council</comment>
        <translation>UN Security Council (39 votes, five with 7)</translation>
    </message>
    <message>
        <source>Sharing travel costs</source>
        <comment>travel-costs</comment>
        <translation>Sharing travel costs</translation>
    </message>
    <message>
        <source>One-product market: buyers 1, 3; sellers 2, 2</source>
        <comment>market-1-3-2-2</comment>
        <translation>One-product market: buyers 1, 3; sellers 2, 2</translation>
    </message>
    <message>
        <source>One-product market: buyers 1, 2, 4; sellers 3, 4</source>
        <comment>market-1-2-4-3-4</comment>
        <translation>One-product market: buyers 1, 2, 4; sellers 3, 4</translation>
    </message>
    <message>
        <source>v(S) = largest k with {1..k} in S, 3 players</source>
        <comment>chain-3</comment>
        <translation>v(S) = largest k with {1..k} in S, 3 players</translation>
    </message>
    <message>
        <source>v(S) = largest k with {1..k} in S, 4 players</source>
        <comment>chain-4</comment>
        <translation>v(S) = largest k with {1..k} in S, 4 players</translation>
    </message>
    <message>
        <source>v(S) = largest k with {1..k} in S, 5 players</source>
        <comment>chain-5</comment>
        <translation>v(S) = largest k with {1..k} in S, 5 players</translation>
    </message>
    <message>
        <source>Chain game with values 1, 3, 4, 7</source>
        <comment>chain-1-3-4-7</comment>
        <translation>Chain game with values 1, 3, 4, 7</translation>
    </message>
    <message>
        <source>Airport game: costs 2, 5, 9</source>
        <comment>airport-2-5-9</comment>
        <translation>Airport game: costs 2, 5, 9</translation>
    </message>
    <message>
        <source>Airport game: costs 1, 3, 6, 10</source>
        <comment>airport-1-3-6-10</comment>
        <translation>Airport game: costs 1, 3, 6, 10</translation>
    </message>
    <message>
        <source>One seller and buyers valuing 40, 30</source>
        <comment>seller-40-30</comment>
        <translation>One seller and buyers valuing 40, 30</translation>
    </message>
    <message>
        <source>One seller and buyers valuing 6, 4, 2</source>
        <comment>seller-6-4-2</comment>
        <translation>One seller and buyers valuing 6, 4, 2</translation>
    </message>
    <message>
        <source>One seller and buyers valuing 10, 7, 3, 1</source>
        <comment>seller-10-7-3-1</comment>
        <translation>One seller and buyers valuing 10, 7, 3, 1</translation>
    </message>
    <message>
        <source>Bankruptcy: claims 10, 20, 30, estate 36</source>
        <comment>bankruptcy-36</comment>
        <translation>Bankruptcy: claims 10, 20, 30, estate 36</translation>
    </message>
    <message>
        <source>Worked nucleolus example of 4.4.3</source>
        <comment>example-4-4-3</comment>
        <translation>Worked nucleolus example of 4.4.3</translation>
    </message>
    <message>
        <source>Three-person constant-sum game</source>
        <comment>constant-sum-3</comment>
        <translation>Three-person constant-sum game</translation>
    </message>
    <message>
        <source>Cattle drive</source>
        <comment>cattle-drive</comment>
        <translation>Cattle drive</translation>
    </message>
    <message>
        <source>Farm roads</source>
        <comment>farm-roads</comment>
        <translation>Farm roads</translation>
    </message>
    <message>
        <source>Landlord and two peasants, f(k) = k</source>
        <comment>landlord-2</comment>
        <translation>Landlord and two peasants, f(k) = k</translation>
    </message>
    <message>
        <source>Landlord and three peasants, f(k) = k</source>
        <comment>landlord-3</comment>
        <translation>Landlord and three peasants, f(k) = k</translation>
    </message>
    <message>
        <source>Landlord and three peasants, f = 0, 1, 3, 4</source>
        <comment>landlord-3-0-1-3-4</comment>
        <translation>Landlord and three peasants, f = 0, 1, 3, 4</translation>
    </message>
    <message>
        <source>Assignment game: two houses, two buyers</source>
        <comment>assignment-houses</comment>
        <translation>Assignment game: two houses, two buyers</translation>
    </message>
    <message>
        <source>Nucleolus of the chain game, 4 players</source>
        <comment>chain-nucleolus-4</comment>
        <translation>Nucleolus of the chain game, 4 players</translation>
    </message>
    <message>
        <source>4.1 Characteristic functions</source>
        <translation>4.1 Characteristic functions</translation>
    </message>
    <message>
        <source>4.2 Imputations and the core</source>
        <translation>4.2 Imputations and the core</translation>
    </message>
    <message>
        <source>4.3 The Shapley value and voting power</source>
        <translation>4.3 The Shapley value and voting power</translation>
    </message>
    <message>
        <source>4.4 The nucleolus</source>
        <translation>4.4 The nucleolus</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>Other games</translation>
    </message>
    <message numerus="yes">
        <source>%n-player voting game</source>
        <translation>
            <numerusform>%n-player voting game</numerusform>
            <numerusform>%n-player voting game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>§%1, %2</source>
        <translation>§%1, %2</translation>
    </message>
    <message>
        <source>Coalitional games (Ferguson, chapter 4)</source>
        <translation>Coalitional games (Ferguson, chapter 4)</translation>
    </message>
</context>
<context>
    <name>CoalitionalKind</name>
    <message>
        <source>New coalitional game</source>
        <translation>New coalitional game</translation>
    </message>
    <message>
        <source>Three players and a value for every coalition: core, Shapley value, nucleolus, imputation triangle</source>
        <translation>Three players and a value for every coalition: core, Shapley value, nucleolus, imputation triangle</translation>
    </message>
    <message>
        <source>New weighted voting game</source>
        <translation>New weighted voting game</translation>
    </message>
    <message>
        <source>Weights and a quota [q; w]: Shapley–Shubik and Banzhaf power, up to thousands of voters</source>
        <translation>Weights and a quota [q; w]: Shapley–Shubik and Banzhaf power, up to thousands of voters</translation>
    </message>
    <message>
        <source>Coalitional game</source>
        <translation>Coalitional game</translation>
    </message>
    <message>
        <source>Weighted voting game</source>
        <translation>Weighted voting game</translation>
    </message>
</context>
<context>
    <name>CoalitionalTableModel</name>
    <message>
        <source>&quot;%1&quot; is not a player: use the players&apos; names or numbers 1 to %2.</source>
        <translation>&quot;%1&quot; is not a player: use the players&apos; names or numbers 1 to %2.</translation>
    </message>
</context>
<context>
    <name>DuopolyExamples</name>
    <message>
        <source>Duopoly models (Ferguson, §3.3)</source>
        <translation>Duopoly models (Ferguson, §3.3)</translation>
    </message>
    <message>
        <source>Section %1, digest case %2</source>
        <translation>Section %1, digest case %2</translation>
    </message>
    <message>
        <source>Cournot duopoly (a = 17, c = 1)</source>
        <comment>cournot-17-1</comment>
        <translation>Cournot duopoly (a = 17, c = 1)</translation>
    </message>
    <message>
        <source>Cournot with unit costs 1 and 3 (Ex. 3.3.5-1)</source>
        <comment>cournot-costs-1-3</comment>
        <translation>Cournot with unit costs 1 and 3 (Ex. 3.3.5-1)</translation>
    </message>
    <message>
        <source>Cournot with three firms (Ex. 3.3.5-2)</source>
        <comment>cournot-3-firms</comment>
        <translation>Cournot with three firms (Ex. 3.3.5-2)</translation>
    </message>
    <message>
        <source>Bertrand duopoly, homogeneous goods</source>
        <comment>bertrand-17-1</comment>
        <translation>Bertrand duopoly, homogeneous goods</translation>
    </message>
    <message>
        <source>Bertrand with differentiated goods (a = 4, c = 2, b = 1/2)</source>
        <comment>bertrand-differentiated</comment>
        <translation>Bertrand with differentiated goods (a = 4, c = 2, b = 1/2)</translation>
    </message>
    <message>
        <source>Stackelberg duopoly (a = 17, c = 1)</source>
        <comment>stackelberg-17-1</comment>
        <translation>Stackelberg duopoly (a = 17, c = 1)</translation>
    </message>
    <message>
        <source>Price leadership: Stackelberg–Bertrand (Ex. 3.3.5-3)</source>
        <comment>stackelberg-bertrand</comment>
        <translation>Price leadership: Stackelberg–Bertrand (Ex. 3.3.5-3)</translation>
    </message>
    <message>
        <source>Entry deterrence (P = 17 − Q, cost q + 9)</source>
        <comment>entry-17-1-9</comment>
        <translation>Entry deterrence (P = 17 − Q, cost q + 9)</translation>
    </message>
</context>
<context>
    <name>DuopolyKind</name>
    <message>
        <source>New duopoly model</source>
        <translation>New duopoly model</translation>
    </message>
    <message>
        <source>Duopoly</source>
        <translation>Duopoly</translation>
    </message>
    <message>
        <source>Cournot, Bertrand, Stackelberg, entry deterrence: equilibrium, monopoly and cartel, reaction curves</source>
        <translation>Cournot, Bertrand, Stackelberg, entry deterrence: equilibrium, monopoly and cartel, reaction curves</translation>
    </message>
</context>
<context>
    <name>ImpartialCommands</name>
    <message>
        <source>Computer&apos;s move</source>
        <translation>Computer&apos;s move</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Move and reply</source>
        <translation>Move and reply</translation>
    </message>
</context>
<context>
    <name>ImpartialExamples</name>
    <message>
        <source>Take 1, 2 or 3 from 21 chips</source>
        <comment>subtraction-123-21</comment>
        <translation>Take 1, 2 or 3 from 21 chips</translation>
    </message>
    <message>
        <source>Subtraction game {1, 3, 4} from 100 chips</source>
        <comment>subtraction-134-100</comment>
        <translation>Subtraction game {1, 3, 4} from 100 chips</translation>
    </message>
    <message>
        <source>Nim (5, 7, 9)</source>
        <comment>nim-5-7-9</comment>
        <translation>Nim (5, 7, 9)</translation>
    </message>
    <message>
        <source>Nim (13, 12, 8)</source>
        <comment>nim-13-12-8</comment>
        <translation>Nim (13, 12, 8)</translation>
    </message>
    <message>
        <source>Nim (12, 19, 27)</source>
        <comment>nim-12-19-27</comment>
        <translation>Nim (12, 19, 27)</translation>
    </message>
    <message>
        <source>Nim (13, 17, 19, 23)</source>
        <comment>nim-13-17-19-23</comment>
        <translation>Nim (13, 17, 19, 23)</translation>
    </message>
    <message>
        <source>Misère Nim (1, 1, 5)</source>
        <comment>misere-nim-1-1-5</comment>
        <translation>Misère Nim (1, 1, 5)</translation>
    </message>
    <message>
        <source>Misère Nim (12, 19, 27)</source>
        <comment>misere-nim-12-19-27</comment>
        <translation>Misère Nim (12, 19, 27)</translation>
    </message>
    <message>
        <source>Nimble: coins on 4, 8, 8, 9, 10, 13</source>
        <comment>nimble-t28</comment>
        <translation>Nimble: coins on 4, 8, 8, 9, 10, 13</translation>
    </message>
    <message>
        <source>Nimble moving one or two coins (Moore&apos;s Nim₂)</source>
        <comment>nimble-moore-t33</comment>
        <translation>Nimble moving one or two coins (Moore&apos;s Nim₂)</translation>
    </message>
    <message>
        <source>Turning Turtles: T H T T H T T T H H T H T</source>
        <comment>turning-turtles-t29</comment>
        <translation>Turning Turtles: T H T T H T T T H H T H T</translation>
    </message>
    <message>
        <source>Northcott&apos;s game: gaps 4, 2, 3, 5, 3, 6, 2, 1</source>
        <comment>northcott-t30</comment>
        <translation>Northcott&apos;s game: gaps 4, 2, 3, 5, 3, 6, 2, 1</translation>
    </message>
    <message>
        <source>Staircase Nim (2, 7, 3, 9)</source>
        <comment>staircase-2-7-3-9</comment>
        <translation>Staircase Nim (2, 7, 3, 9)</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim₂ (4, 8, 8, 9, 10, 13)</source>
        <comment>moore-nim2-t33</comment>
        <translation>Moore&apos;s Nim₂ (4, 8, 8, 9, 10, 13)</translation>
    </message>
    <message>
        <source>Wythoff&apos;s queen on an 8 × 8 board</source>
        <comment>wythoff-queen</comment>
        <translation>Wythoff&apos;s queen on an 8 × 8 board</translation>
    </message>
    <message>
        <source>Three Wythoff queens</source>
        <comment>wythoff-queens</comment>
        <translation>Three Wythoff queens</translation>
    </message>
    <message>
        <source>The cyclic graph of Figure 1.3.4</source>
        <comment>graph-figure-1-3-4</comment>
        <translation>The cyclic graph of Figure 1.3.4</translation>
    </message>
    <message>
        <source>G(3) + G(5) + G(7) at (9, 10, 14)</source>
        <comment>subtraction-sum-t46</comment>
        <translation>G(3) + G(5) + G(7) at (9, 10, 14)</translation>
    </message>
    <message>
        <source>Even-if-not-all 18 + At-Least-Half 17 + Nim 7</source>
        <comment>mixed-sum-t49</comment>
        <translation>Even-if-not-all 18 + At-Least-Half 17 + Nim 7</translation>
    </message>
    <message>
        <source>Piles 18, 17, 7 under the rules of 1.4.5 ex 1, ex 2 and Nim</source>
        <comment>mixed-sum-t59</comment>
        <translation>Piles 18, 17, 7 under the rules of 1.4.5 ex 1, ex 2 and Nim</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim (2, 5, 7)</source>
        <comment>lasker-2-5-7</comment>
        <translation>Lasker&apos;s Nim (2, 5, 7)</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess: a row of 18 squares</source>
        <comment>dawson-18</comment>
        <translation>Dawson&apos;s chess: a row of 18 squares</translation>
    </message>
    <message>
        <source>Grundy&apos;s game (5, 8, 13)</source>
        <comment>grundy-5-8-13</comment>
        <translation>Grundy&apos;s game (5, 8, 13)</translation>
    </message>
    <message>
        <source>Kayles: Dudeney and Loyd&apos;s 13 pins without the second</source>
        <comment>kayles-dudeney-loyd</comment>
        <translation>Kayles: Dudeney and Loyd&apos;s 13 pins without the second</translation>
    </message>
    <message>
        <source>Turning Turtles: T H H T T H</source>
        <comment>coins-thhtth</comment>
        <translation>Turning Turtles: T H H T T H</translation>
    </message>
    <message>
        <source>Turning Turtles: T T H T H H T T H</source>
        <comment>coins-t90-turtles</comment>
        <translation>Turning Turtles: T T H T H H T T H</translation>
    </message>
    <message>
        <source>Twins: T T H T H H T T H</source>
        <comment>coins-t90-twins</comment>
        <translation>Twins: T T H T H H T T H</translation>
    </message>
    <message>
        <source>Mock Turtles: T T H T H H T T H</source>
        <comment>coins-t90-mock-turtles</comment>
        <translation>Mock Turtles: T T H T H H T T H</translation>
    </message>
    <message>
        <source>Acrostic Twins on the array (1.5)</source>
        <comment>acrostic-twins-t80</comment>
        <translation>Acrostic Twins on the array (1.5)</translation>
    </message>
    <message>
        <source>Turning Corners on the array (1.5)</source>
        <comment>turning-corners-t83</comment>
        <translation>Turning Corners on the array (1.5)</translation>
    </message>
    <message>
        <source>(Turning Turtles)² on the array (1.5)</source>
        <comment>turning-turtles-squared-t85</comment>
        <translation>(Turning Turtles)² on the array (1.5)</translation>
    </message>
    <message>
        <source>Rugs on the array (1.5)</source>
        <comment>rugs-t87</comment>
        <translation>Rugs on the array (1.5)</translation>
    </message>
    <message>
        <source>(Mock Turtles)², 5 × 6</source>
        <comment>mock-turtles-squared-t89</comment>
        <translation>(Mock Turtles)², 5 × 6</translation>
    </message>
    <message>
        <source>Green Hackenbush: bamboo stalks 3, 4, 5</source>
        <comment>hackenbush-bamboo</comment>
        <translation>Green Hackenbush: bamboo stalks 3, 4, 5</translation>
    </message>
    <message>
        <source>Green Hackenbush: a tree (trunk 1, branches 3, 2, 6)</source>
        <comment>hackenbush-tree</comment>
        <translation>Green Hackenbush: a tree (trunk 1, branches 3, 2, 6)</translation>
    </message>
    <message>
        <source>Green Hackenbush: a door and a stalk with a triangle</source>
        <comment>hackenbush-door</comment>
        <translation>Green Hackenbush: a door and a stalk with a triangle</translation>
    </message>
    <message>
        <source>Green Hackenbush: a house</source>
        <comment>hackenbush-house</comment>
        <translation>Green Hackenbush: a house</translation>
    </message>
    <message>
        <source>1.1 Take-away games</source>
        <translation>1.1 Take-away games</translation>
    </message>
    <message>
        <source>1.2 The game of Nim</source>
        <translation>1.2 The game of Nim</translation>
    </message>
    <message>
        <source>1.3 Graph games</source>
        <translation>1.3 Graph games</translation>
    </message>
    <message>
        <source>1.4 Sums of games</source>
        <translation>1.4 Sums of games</translation>
    </message>
    <message>
        <source>1.5 Coin-turning games</source>
        <translation>1.5 Coin-turning games</translation>
    </message>
    <message>
        <source>1.6 Green Hackenbush</source>
        <translation>1.6 Green Hackenbush</translation>
    </message>
    <message>
        <source>Impartial games (Ferguson, chapter 1)</source>
        <translation>Impartial games (Ferguson, chapter 1)</translation>
    </message>
</context>
<context>
    <name>ImpartialKind</name>
    <message>
        <source>New impartial game…</source>
        <translation>New impartial game…</translation>
    </message>
    <message>
        <source>Nim, take-and-break, coin turning, Hackenbush and graph games: play against the computer with Grundy-value hints</source>
        <translation>Nim, take-and-break, coin turning, Hackenbush and graph games: play against the computer with Grundy-value hints</translation>
    </message>
</context>
<context>
    <name>LiarsDiceKind</name>
    <message>
        <source>Liar&apos;s Dice, N = %1</source>
        <translation>Liar&apos;s Dice, N = %1</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice with a 2-sided die (coin)</source>
        <translation>Liar&apos;s Dice with a 2-sided die (coin)</translation>
    </message>
    <message>
        <source>A wins with probability 3/4: the source&apos;s worked example</source>
        <translation>A wins with probability 3/4: the source&apos;s worked example</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice with a 3-sided die</source>
        <translation>Liar&apos;s Dice with a 3-sided die</translation>
    </message>
    <message>
        <source>A wins with probability 13/18; A bluffs with a 1 half of the time</source>
        <translation>A wins with probability 13/18; A bluffs with a 1 half of the time</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice with an ordinary die (N = 6)</source>
        <translation>Liar&apos;s Dice with an ordinary die (N = 6)</translation>
    </message>
    <message>
        <source>A wins with probability 41/60, the value of Ferguson and Ferguson</source>
        <translation>A wins with probability 41/60, the value of Ferguson and Ferguson</translation>
    </message>
</context>
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
    <message>
        <source>Zero-sum game</source>
        <translation>Zero-sum game</translation>
    </message>
</context>
<context>
    <name>ParameterExamples</name>
    <message>
        <source>Battle of the Sexes, a family</source>
        <translation>Battle of the Sexes, a family</translation>
    </message>
    <message>
        <source>Alice values the opera at t: the mixed equilibrium moves with t and the pure ones stay</source>
        <translation>Alice values the opera at t: the mixed equilibrium moves with t and the pure ones stay</translation>
    </message>
    <message>
        <source>Inspection game with a fine F</source>
        <translation>Inspection game with a fine F</translation>
    </message>
    <message>
        <source>A higher fine makes the inspector inspect less, not the inspectee cheat less</source>
        <translation>A higher fine makes the inspector inspect less, not the inspectee cheat less</translation>
    </message>
    <message>
        <source>One-card poker, high card with probability p</source>
        <translation>One-card poker, high card with probability p</translation>
    </message>
    <message>
        <source>The value is 8p/3 − 1 up to p = 3/4, then 1: see the vs parameter tab</source>
        <translation>The value is 8p/3 − 1 up to p = 3/4, then 1: see the vs parameter tab</translation>
    </message>
    <message>
        <source>Games with parameters</source>
        <translation>Games with parameters</translation>
    </message>
</context>
<context>
    <name>PartizanAnalysis</name>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Game tree</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Thermograph</source>
        <translation>Thermograph</translation>
    </message>
    <message>
        <source>Canonical form, outcome class, stops, mean, temperature, incentives of the sum G</source>
        <translation>Canonical form, outcome class, stops, mean, temperature, incentives of the sum G</translation>
    </message>
    <message>
        <source>The game tree before and after canonicalisation, with the reduction log</source>
        <translation>The game tree before and after canonicalisation, with the reduction log</translation>
    </message>
    <message>
        <source>G compared with H: &gt;, &lt;, = or ∥, justified by G − H</source>
        <translation>G compared with H: &gt;, &lt;, = or ∥, justified by G − H</translation>
    </message>
    <message>
        <source>Thermographs of G and of its components, mean and temperature marked</source>
        <translation>Thermographs of G and of its components, mean and temperature marked</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Play the sum against the computer or a person</source>
        <translation>Play the sum against the computer or a person</translation>
    </message>
    <message>
        <source>Analysing the sum of the components</source>
        <translation>Analysing the sum of the components</translation>
    </message>
</context>
<context>
    <name>PartizanExamples</name>
    <message>
        <source>Sums of partizan games (CGT)</source>
        <translation>Sums of partizan games (CGT)</translation>
    </message>
    <message>
        <source>A position to analyse and play</source>
        <translation>A position to analyse and play</translation>
    </message>
    <message>
        <source>Spec case %1</source>
        <translation>Spec case %1</translation>
    </message>
    <message>
        <source>↑ + ↑ (two ups)</source>
        <comment>up-plus-up</comment>
        <translation>↑ + ↑ (two ups)</translation>
    </message>
    <message>
        <source>{0, 1 | 3}: a dominated option</source>
        <comment>dominated</comment>
        <translation>{0, 1 | 3}: a dominated option</translation>
    </message>
    <message>
        <source>±1 + ±1</source>
        <comment>switch-plus-switch</comment>
        <translation>±1 + ±1</translation>
    </message>
    <message>
        <source>↑ + *2</source>
        <comment>up-plus-star2</comment>
        <translation>↑ + *2</translation>
    </message>
    <message>
        <source>Domineering: the empty 4×4 board</source>
        <comment>domineering-4x4</comment>
        <translation>Domineering: the empty 4×4 board</translation>
    </message>
    <message>
        <source>Hackenbush: blue, red and green</source>
        <comment>hackenbush-three-colours</comment>
        <translation>Hackenbush: blue, red and green</translation>
    </message>
    <message>
        <source>Toads and Frogs: TT..FF</source>
        <comment>toads-frogs-tt-ff</comment>
        <translation>Toads and Frogs: TT..FF</translation>
    </message>
    <message>
        <source>Cutcake: 3×2 + 1×4</source>
        <comment>cutcake-3x2-1x4</comment>
        <translation>Cutcake: 3×2 + 1×4</translation>
    </message>
    <message>
        <source>A sum of switches ±1 + ±2 + ±3</source>
        <comment>switches-1-2-3</comment>
        <translation>A sum of switches ±1 + ±2 + ±3</translation>
    </message>
</context>
<context>
    <name>PartizanKind</name>
    <message>
        <source>New partizan game</source>
        <translation>New partizan game</translation>
    </message>
    <message>
        <source>Partizan game</source>
        <translation>Partizan game</translation>
    </message>
    <message>
        <source>Short partizan games: sums of expressions, Domineering, Hackenbush, Toads and Frogs and Cutcake positions; canonical forms, comparison, thermographs, play</source>
        <translation>Short partizan games: sums of expressions, Domineering, Hackenbush, Toads and Frogs and Cutcake positions; canonical forms, comparison, thermographs, play</translation>
    </message>
</context>
<context>
    <name>PartizanPage</name>
    <message>
        <source>L — Left wins whoever starts</source>
        <translation>L — Left wins whoever starts</translation>
    </message>
    <message>
        <source>R — Right wins whoever starts</source>
        <translation>R — Right wins whoever starts</translation>
    </message>
    <message>
        <source>N — the first player wins</source>
        <translation>N — the first player wins</translation>
    </message>
    <message>
        <source>P — the second player wins</source>
        <translation>P — the second player wins</translation>
    </message>
</context>
<context>
    <name>PartizanPlay</name>
    <message>
        <source>vertical domino on (%1,%2)–(%3,%4)</source>
        <translation>vertical domino on (%1,%2)–(%3,%4)</translation>
    </message>
    <message>
        <source>horizontal domino on (%1,%2)–(%3,%4)</source>
        <translation>horizontal domino on (%1,%2)–(%3,%4)</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>chop the %1 edge %2–%3</source>
        <translation>chop the %1 edge %2–%3</translation>
    </message>
    <message>
        <source>toad from cell %1 to %2</source>
        <translation>toad from cell %1 to %2</translation>
    </message>
    <message>
        <source>frog from cell %1 to %2</source>
        <translation>frog from cell %1 to %2</translation>
    </message>
    <message>
        <source>cut piece %1 vertically, %2 wide on the left</source>
        <translation>cut piece %1 vertically, %2 wide on the left</translation>
    </message>
    <message>
        <source>cut piece %1 horizontally, %2 high on top</source>
        <translation>cut piece %1 horizontally, %2 high on top</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>to %1</translation>
    </message>
</context>
<context>
    <name>PartizanValuePage</name>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>incomparable with another incentive</source>
        <translation>incomparable with another incentive</translation>
    </message>
</context>
<context>
    <name>PayoffTable</name>
    <message>
        <source>This cell is computed from the others and cannot be typed into: type in a payoff cell.</source>
        <translation>This cell is computed from the others and cannot be typed into: type in a payoff cell.</translation>
    </message>
</context>
<context>
    <name>PokerExamples</name>
    <message>
        <source>Continuous poker (Ferguson, §2.7)</source>
        <translation>Continuous poker (Ferguson, §2.7)</translation>
    </message>
    <message>
        <source>Section %1, spec case %2</source>
        <translation>Section %1, spec case %2</translation>
    </message>
    <message>
        <source>von Neumann&apos;s poker (β = 2)</source>
        <comment>von-neumann-2</comment>
        <translation>von Neumann&apos;s poker (β = 2)</translation>
    </message>
    <message>
        <source>La Relance (β = 2)</source>
        <comment>la-relance-2</comment>
        <translation>La Relance (β = 2)</translation>
    </message>
    <message>
        <source>Poker with check-back (β = 2)</source>
        <comment>check-back-2</comment>
        <translation>Poker with check-back (β = 2)</translation>
    </message>
</context>
<context>
    <name>PokerKind</name>
    <message>
        <source>New continuous poker model</source>
        <translation>New continuous poker model</translation>
    </message>
    <message>
        <source>Continuous poker</source>
        <translation>Continuous poker</translation>
    </message>
    <message>
        <source>La Relance, von Neumann&apos;s poker, check-back: optimal thresholds and value against the bet size, the discretised game</source>
        <translation>La Relance, von Neumann&apos;s poker, check-back: optimal thresholds and value against the bet size, the discretised game</translation>
    </message>
</context>
<context>
    <name>StochasticAnalysis</name>
    <message>
        <source>root of %1 in [%2, %3]</source>
        <translation>root of %1 in [%2, %3]</translation>
    </message>
</context>
<context>
    <name>StochasticEditor</name>
    <message>
        <source>Payoff, then each next state with its probability: 4 + 3/10 G1 + 2/5 G2 (Tab, Enter: next cell)</source>
        <translation>Payoff, then each next state with its probability: 4 + 3/10 G1 + 2/5 G2 (Tab, Enter: next cell)</translation>
    </message>
</context>
<context>
    <name>StochasticExamples</name>
    <message>
        <source>Recursive and stochastic games (Ferguson, §2.6)</source>
        <translation>Recursive and stochastic games (Ferguson, §2.6)</translation>
    </message>
    <message>
        <source>Section %1, digest case %2</source>
        <translation>Section %1, digest case %2</translation>
    </message>
    <message>
        <source>Games as components</source>
        <comment>components-t78</comment>
        <translation>Games as components</translation>
    </message>
    <message>
        <source>Inspection game G6</source>
        <comment>inspection-6</comment>
        <translation>Inspection game G6</translation>
    </message>
    <message>
        <source>Games as components (Ex. 2.6.7-1)</source>
        <comment>components-t90</comment>
        <translation>Games as components (Ex. 2.6.7-1)</translation>
    </message>
    <message>
        <source>Inspection game with 2 inspections in 5 periods</source>
        <comment>inspection-2-5</comment>
        <translation>Inspection game with 2 inspections in 5 periods</translation>
    </message>
    <message>
        <source>Game of endurance G8</source>
        <comment>endurance-8</comment>
        <translation>Game of endurance G8</translation>
    </message>
    <message>
        <source>A recursive game without an optimal strategy (§2.6.3)</source>
        <comment>epsilon-optimal</comment>
        <translation>A recursive game without an optimal strategy (§2.6.3)</translation>
    </message>
    <message>
        <source>A recursive game with an interval of solutions (§2.6.3)</source>
        <comment>interval-of-solutions</comment>
        <translation>A recursive game with an interval of solutions (§2.6.3)</translation>
    </message>
    <message>
        <source>Recursive game, Example 3 (§2.6.3)</source>
        <comment>example-3</comment>
        <translation>Recursive game, Example 3 (§2.6.3)</translation>
    </message>
    <message>
        <source>Dare (Example 4, §2.6.3)</source>
        <comment>dare</comment>
        <translation>Dare (Example 4, §2.6.3)</translation>
    </message>
    <message>
        <source>Three linked recursive games (Example 5, §2.6.3)</source>
        <comment>three-linked</comment>
        <translation>Three linked recursive games (Example 5, §2.6.3)</translation>
    </message>
    <message>
        <source>Probabilistic transitions (Example 6, §2.6.4)</source>
        <comment>probabilistic</comment>
        <translation>Probabilistic transitions (Example 6, §2.6.4)</translation>
    </message>
    <message>
        <source>Coin tossing with role reversal (Example 7, §2.6.4)</source>
        <comment>role-reversal</comment>
        <translation>Coin tossing with role reversal (Example 7, §2.6.4)</translation>
    </message>
    <message>
        <source>A one-state stochastic game (Example 8, §2.6.5)</source>
        <comment>one-state</comment>
        <translation>A one-state stochastic game (Example 8, §2.6.5)</translation>
    </message>
    <message>
        <source>Shapley iteration with two states (§2.6.6)</source>
        <comment>shapley-iteration</comment>
        <translation>Shapley iteration with two states (§2.6.6)</translation>
    </message>
    <message>
        <source>Three linked games (Exercise 7, §2.6.7)</source>
        <comment>three-linked-exercise</comment>
        <translation>Three linked games (Exercise 7, §2.6.7)</translation>
    </message>
    <message>
        <source>A point in tennis (Exercise 9, §2.6.7)</source>
        <comment>tennis</comment>
        <translation>A point in tennis (Exercise 9, §2.6.7)</translation>
    </message>
    <message>
        <source>A two-state stochastic game (Exercise 12, §2.6.7)</source>
        <comment>two-state</comment>
        <translation>A two-state stochastic game (Exercise 12, §2.6.7)</translation>
    </message>
</context>
<context>
    <name>StochasticKind</name>
    <message>
        <source>New stochastic game</source>
        <translation>New stochastic game</translation>
    </message>
    <message>
        <source>Stochastic game</source>
        <translation>Stochastic game</translation>
    </message>
    <message>
        <source>Stochastic, recursive and multistage games: states whose cells move to other states; exact values, stationary strategies, Shapley iteration</source>
        <translation>Stochastic, recursive and multistage games: states whose cells move to other states; exact values, stationary strategies, Shapley iteration</translation>
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
    <message>
        <source>Perfect but not proper (Myerson)</source>
        <comment>myerson-proper</comment>
        <translation>Perfect but not proper (Myerson)</translation>
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
    <message>
        <source>General-sum game</source>
        <translation>General-sum game</translation>
    </message>
    <message>
        <source>3-player game</source>
        <translation>3-player game</translation>
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
    <name>TreeClipboard</name>
    <message>
        <source>The clipboard holds no subtree: copy one first (Ctrl+C).</source>
        <translation>The clipboard holds no subtree: copy one first (Ctrl+C).</translation>
    </message>
    <message>
        <source>The clipboard text is not a game tree.</source>
        <translation>The clipboard text is not a game tree.</translation>
    </message>
    <message>
        <source>The clipboard text is not a game tree: %1</source>
        <translation>The clipboard text is not a game tree: %1</translation>
    </message>
</context>
<context>
    <name>TreeExamples</name>
    <message>
        <source>Basic Endgame in poker</source>
        <comment>basic-endgame</comment>
        <translation>Basic Endgame in poker</translation>
    </message>
    <message>
        <source>A simultaneous 2×4 game as a tree</source>
        <comment>simultaneous-2x4</comment>
        <translation>A simultaneous 2×4 game as a tree</translation>
    </message>
    <message>
        <source>The Silver Dollar</source>
        <comment>silver-dollar</comment>
        <translation>The Silver Dollar</translation>
    </message>
    <message>
        <source>Two Guesses for the Silver Dollar</source>
        <comment>two-guesses</comment>
        <translation>Two Guesses for the Silver Dollar</translation>
    </message>
    <message>
        <source>A Statistical Game</source>
        <comment>statistical-game</comment>
        <translation>A Statistical Game</translation>
    </message>
    <message>
        <source>The Forgetful Player</source>
        <comment>forgetful-player</comment>
        <translation>The Forgetful Player</translation>
    </message>
    <message>
        <source>Kuhn poker</source>
        <comment>kuhn-poker</comment>
        <translation>Kuhn poker</translation>
    </message>
    <message>
        <source>Generalised Basic Endgame (p = 1/2, bet 1)</source>
        <comment>generalised-endgame</comment>
        <translation>Generalised Basic Endgame (p = 1/2, bet 1)</translation>
    </message>
    <message>
        <source>Coins A and B</source>
        <comment>coins-a-b</comment>
        <translation>Coins A and B</translation>
    </message>
    <message>
        <source>Beasley&apos;s game</source>
        <comment>beasley</comment>
        <translation>Beasley&apos;s game</translation>
    </message>
    <message>
        <source>Subgame perfection (a credible threat?)</source>
        <comment>subgame-perfection</comment>
        <translation>Subgame perfection (a credible threat?)</translation>
    </message>
    <message>
        <source>Centipede game, 6 moves (textbook payoffs; not from the source)</source>
        <comment>centipede</comment>
        <translation>Centipede game, 6 moves (textbook payoffs; not from the source)</translation>
    </message>
    <message>
        <source>Game trees (Ferguson, chapters 2–3)</source>
        <translation>Game trees (Ferguson, chapters 2–3)</translation>
    </message>
    <message>
        <source>§%1</source>
        <translation>§%1</translation>
    </message>
    <message>
        <source>Kingmakers in win/lose trees (thesis 001)</source>
        <translation>Kingmakers in win/lose trees (thesis 001)</translation>
    </message>
    <message>
        <source>Kingmaker thesis: %1</source>
        <translation>Kingmaker thesis: %1</translation>
    </message>
    <message>
        <source>Kingmakers: the canonical tree (Fig. 3.3)</source>
        <comment>kingmaker-fig-3-3</comment>
        <translation>Kingmakers: the canonical tree (Fig. 3.3)</translation>
    </message>
    <message>
        <source>Kingmakers: kmn-η example (Fig. 4.1)</source>
        <comment>kingmaker-fig-4-1</comment>
        <translation>Kingmakers: kmn-η example (Fig. 4.1)</translation>
    </message>
    <message>
        <source>Kingmakers: two 1EPs (Fig. 4.6, candidate B)</source>
        <comment>kingmaker-fig-4-6</comment>
        <translation>Kingmakers: two 1EPs (Fig. 4.6, candidate B)</translation>
    </message>
    <message>
        <source>Kingmakers: the Diamond game (3 players)</source>
        <comment>kingmaker-diamond</comment>
        <translation>Kingmakers: the Diamond game (3 players)</translation>
    </message>
    <message>
        <source>Kingmakers: 3-player Nim (2, 3), last move wins</source>
        <comment>kingmaker-nim-2-3</comment>
        <translation>Kingmakers: 3-player Nim (2, 3), last move wins</translation>
    </message>
    <message>
        <source>Selten&apos;s horse (three players)</source>
        <comment>selten-horse</comment>
        <translation>Selten&apos;s horse (three players)</translation>
    </message>
    <message>
        <source>Beer–Quiche (Cho and Kreps)</source>
        <comment>beer-quiche</comment>
        <translation>Beer–Quiche (Cho and Kreps)</translation>
    </message>
    <message>
        <source>Entry deterrence: an incredible threat</source>
        <comment>entry-deterrence</comment>
        <translation>Entry deterrence: an incredible threat</translation>
    </message>
    <message>
        <source>A subgame-perfect equilibrium no tremble supports</source>
        <comment>unreasonable-spe</comment>
        <translation>A subgame-perfect equilibrium no tremble supports</translation>
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
        <source>A document has at most %1 parameters.</source>
        <translation>A document has at most %1 parameters.</translation>
    </message>
    <message>
        <source>Add parameter %1</source>
        <translation>Add parameter %1</translation>
    </message>
    <message>
        <source>Parameter %1 is used in a payoff: replace it there before removing it.</source>
        <translation>Parameter %1 is used in a payoff: replace it there before removing it.</translation>
    </message>
    <message>
        <source>Remove parameter %1</source>
        <translation>Remove parameter %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a parameter: use a letter or _, then letters, digits or _.</source>
        <translation>&quot;%1&quot; cannot name a parameter: use a letter or _, then letters, digits or _.</translation>
    </message>
    <message>
        <source>There is already a parameter named %1.</source>
        <translation>There is already a parameter named %1.</translation>
    </message>
    <message>
        <source>Rename parameter %1 to %2</source>
        <translation>Rename parameter %1 to %2</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>Set %1 = %2</translation>
    </message>
    <message>
        <source>The range of %1 is empty: %2 &gt; %3.</source>
        <translation>The range of %1 is empty: %2 &gt; %3.</translation>
    </message>
    <message>
        <source>Set the range of %1</source>
        <translation>Set the range of %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::AnalysisController</name>
    <message>
        <source>Analysis cancelled. Press Solve (F5) to start it again.</source>
        <translation>Analysis cancelled. Press Solve (F5) to start it again.</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysing…</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CakePieces</name>
    <message>
        <source>Add piece</source>
        <translation>Add piece</translation>
    </message>
    <message>
        <source>Add a 1×1 piece of cake</source>
        <translation>Add a 1×1 piece of cake</translation>
    </message>
    <message>
        <source>Add a piece of cake</source>
        <translation>Add a piece of cake</translation>
    </message>
    <message>
        <source>Width: Left cuts the piece vertically into two narrower pieces</source>
        <translation>Width: Left cuts the piece vertically into two narrower pieces</translation>
    </message>
    <message>
        <source>Height: Right cuts the piece horizontally into two lower pieces</source>
        <translation>Height: Right cuts the piece horizontally into two lower pieces</translation>
    </message>
    <message>
        <source>Remove this piece</source>
        <translation>Remove this piece</translation>
    </message>
    <message>
        <source>Piece %1:</source>
        <translation>Piece %1:</translation>
    </message>
    <message>
        <source>Resize a piece of cake</source>
        <translation>Resize a piece of cake</translation>
    </message>
    <message>
        <source>Remove a piece of cake</source>
        <translation>Remove a piece of cake</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalAnalysisPanel</name>
    <message>
        <source>1 Core</source>
        <translation>1 Core</translation>
    </message>
    <message>
        <source>Imputations, the core (empty or not, exactly), its vertices, the least core and ε-cores; is x in the core? (§4.2)</source>
        <translation>Imputations, the core (empty or not, exactly), its vertices, the least core and ε-cores; is x in the core? (§4.2)</translation>
    </message>
    <message>
        <source>2 Shapley</source>
        <translation>2 Shapley</translation>
    </message>
    <message>
        <source>The Shapley value with the dividends, the table of all arrival orders and formula (4.6) (§4.3)</source>
        <translation>The Shapley value with the dividends, the table of all arrival orders and formula (4.6) (§4.3)</translation>
    </message>
    <message>
        <source>3 Voting power</source>
        <translation>3 Voting power</translation>
    </message>
    <message>
        <source>Shapley–Shubik and Banzhaf indices of simple and weighted voting games, winning coalitions, veto players (§4.3.4)</source>
        <translation>Shapley–Shubik and Banzhaf indices of simple and weighted voting games, winning coalitions, veto players (§4.3.4)</translation>
    </message>
    <message>
        <source>4 Nucleolus</source>
        <translation>4 Nucleolus</translation>
    </message>
    <message>
        <source>The nucleolus by a sequence of exact LPs, with the excess table and O(x) (§4.4)</source>
        <translation>The nucleolus by a sequence of exact LPs, with the excess table and O(x) (§4.4)</translation>
    </message>
    <message>
        <source>5 Path</source>
        <translation>5 Path</translation>
    </message>
    <message>
        <source>The nucleolus and the Shapley value as v(N) or a bankruptcy estate varies (§4.4.2)</source>
        <translation>The nucleolus and the Shapley value as v(N) or a bankruptcy estate varies (§4.4.2)</translation>
    </message>
    <message>
        <source>6 Picture</source>
        <translation>6 Picture</translation>
    </message>
    <message>
        <source>The imputation triangle (3 players) or tetrahedron (4 players) with the core (§4.2.4)</source>
        <translation>The imputation triangle (3 players) or tetrahedron (4 players) with the core (§4.2.4)</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Not analysed yet.</translation>
    </message>
    <message>
        <source>7 Origin (4.1)</source>
        <translation>7 Origin (4.1)</translation>
    </message>
    <message>
        <source>Each coalition&apos;s zero-sum game against the others and its value (4.1), as in §4.1.4</source>
        <translation>Each coalition&apos;s zero-sum game against the others and its value (4.1), as in §4.1.4</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalClipboardText</name>
    <message>
        <source>by bitmask (∅, 1, 2, 12, 3, 13, 23, 123)</source>
        <translation>by bitmask (∅, 1, 2, 12, 3, 13, 23, 123)</translation>
    </message>
    <message>
        <source>by size, then lexicographically (∅, 1, 2, 3, 12, 13, 23, 123)</source>
        <translation>by size, then lexicographically (∅, 1, 2, 3, 12, 13, 23, 123)</translation>
    </message>
    <message>
        <source>The clipboard holds no values.</source>
        <translation>The clipboard holds no values.</translation>
    </message>
    <message>
        <source>Found %1 values, but %2 players have %3 coalitions: paste %4 values (v(∅) = 0 first) or %5 (without v(∅)), one per line, %6.</source>
        <translation>Found %1 values, but %2 players have %3 coalitions: paste %4 values (v(∅) = 0 first) or %5 (without v(∅)), one per line, %6.</translation>
    </message>
    <message>
        <source>Value %1 is empty: every coalition needs a value.</source>
        <translation>Value %1 is empty: every coalition needs a value.</translation>
    </message>
    <message>
        <source>Value %1, &quot;%2&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, one per line.</source>
        <translation>Value %1, &quot;%2&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, one per line.</translation>
    </message>
    <message>
        <source>The first of %1 values is v(∅), which must be 0, but it is %2. Paste %3 values to leave v(∅) out.</source>
        <translation>The first of %1 values is v(∅), which must be 0, but it is %2. Paste %3 values to leave v(∅) out.</translation>
    </message>
    <message>
        <source>The %1 are missing: enter numbers separated by commas, such as &quot;10, 20, 30&quot;.</source>
        <translation>The %1 are missing: enter numbers separated by commas, such as &quot;10, 20, 30&quot;.</translation>
    </message>
    <message>
        <source>Entry %1 of the %2, &quot;%3&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, separated by commas.</source>
        <translation>Entry %1 of the %2, &quot;%3&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, separated by commas.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalCorePage</name>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Is x in the core? The ε-core</source>
        <translation>Is x in the core? The ε-core</translation>
    </message>
    <message>
        <source>x, one number per player, e.g. 1, 3, 4</source>
        <translation>x, one number per player, e.g. 1, 3, 4</translation>
    </message>
    <message>
        <source>Type an allocation (fractions allowed) and press Enter: the answer names every coalition that can improve on it, with its excess v(S) − x(S)</source>
        <translation>Type an allocation (fractions allowed) and press Enter: the answer names every coalition that can improve on it, with its excess v(S) − x(S)</translation>
    </message>
    <message>
        <source>x =</source>
        <translation>x =</translation>
    </message>
    <message>
        <source>ε =</source>
        <translation>ε =</translation>
    </message>
    <message>
        <source>The ε-core: efficient x with every excess v(S) − x(S) ≤ ε. ε = 0 is the core; the smallest ε with a non-empty ε-core is the least core. Typed decimals are read as the nearest fraction with denominator ≤ 100 (0.3333 is 1/3).</source>
        <translation>The ε-core: efficient x with every excess v(S) − x(S) ≤ ε. ε = 0 is the core; the smallest ε with a non-empty ε-core is the least core. Typed decimals are read as the nearest fraction with denominator ≤ 100 (0.3333 is 1/3).</translation>
    </message>
    <message>
        <source>x = %1 is in the core ✓ (efficient, and no coalition has a positive excess).</source>
        <translation>x = %1 is in the core ✓ (efficient, and no coalition has a positive excess).</translation>
    </message>
    <message>
        <source>x = %1 is not efficient: Σx = %2, but v(N) = %3 (Σx − v(N) = %4).</source>
        <translation>x = %1 is not efficient: Σx = %2, but v(N) = %3 (Σx − v(N) = %4).</translation>
    </message>
    <message>
        <source>No coalition has a positive excess at x.</source>
        <translation>No coalition has a positive excess at x.</translation>
    </message>
    <message>
        <source>%1 (excess %2)</source>
        <translation>%1 (excess %2)</translation>
    </message>
    <message numerus="yes">
        <source>x = %1 is not in the core: it is unstable via %n coalition(s), which can get more on their own:</source>
        <translation>
            <numerusform>x = %1 is not in the core: it is unstable via %n coalition, which can get more on their own:</numerusform>
            <numerusform>x = %1 is not in the core: it is unstable via %n coalitions, which can get more on their own:</numerusform>
        </translation>
    </message>
    <message>
        <source>ε-core vertices are listed for up to %1 players.</source>
        <translation>ε-core vertices are listed for up to %1 players.</translation>
    </message>
    <message>
        <source>Computing the ε-core…</source>
        <translation>Computing the ε-core…</translation>
    </message>
    <message>
        <source>ε-core</source>
        <translation>ε-core</translation>
    </message>
    <message>
        <source>The ε-core for ε = %1 is empty (ε is below the least-core value).</source>
        <translation>The ε-core for ε = %1 is empty (ε is below the least-core value).</translation>
    </message>
    <message numerus="yes">
        <source>The ε-core for ε = %1 has %n vertex(es):</source>
        <translation>
            <numerusform>The ε-core for ε = %1 has %n vertex:</numerusform>
            <numerusform>The ε-core for ε = %1 has %n vertices:</numerusform>
        </translation>
    </message>
    <message>
        <source>Imputations</source>
        <translation>Imputations</translation>
    </message>
    <message numerus="yes">
        <source>This voting game has %n players: too many for a table of every coalition, so only the voting power is computed.</source>
        <translation>
            <numerusform>This voting game has %n players: too many for a table of every coalition, so only the voting power is computed.</numerusform>
            <numerusform>This voting game has %n players: too many for a table of every coalition, so only the voting power is computed.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game has no imputation: Σ v({i}) = %1 exceeds v(N) = %2 (the table is not superadditive).</source>
        <translation>The game has no imputation: Σ v({i}) = %1 exceeds v(N) = %2 (the table is not superadditive).</translation>
    </message>
    <message>
        <source>The game is inessential (Σ v({i}) = v(N) = %1): the only imputation is (v(1), …, v(n)).</source>
        <translation>The game is inessential (Σ v({i}) = v(N) = %1): the only imputation is (v(1), …, v(n)).</translation>
    </message>
    <message numerus="yes">
        <source>The game is essential: Σ v({i}) = %1 &amp;lt; v(N) = %2. The imputations (efficient and individually rational allocations) form a simplex with %n vertex(es); vertex i is the imputation player i likes best:</source>
        <translation>
            <numerusform>The game is essential: Σ v({i}) = %1 &amp;lt; v(N) = %2. The imputations (efficient and individually rational allocations) form a simplex with %n vertex; vertex i is the imputation player i likes best:</numerusform>
            <numerusform>The game is essential: Σ v({i}) = %1 &amp;lt; v(N) = %2. The imputations (efficient and individually rational allocations) form a simplex with %n vertices; vertex i is the imputation player i likes best:</numerusform>
        </translation>
    </message>
    <message>
        <source>imputation vertex %1</source>
        <translation>imputation vertex %1</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>The core is empty (decided exactly by linear programming).</source>
        <translation>The core is empty (decided exactly by linear programming).</translation>
    </message>
    <message>
        <source>%1 with λ = %2 (v = %3)</source>
        <translation>%1 with λ = %2 (v = %3)</translation>
    </message>
    <message>
        <source>Why (Bondareva–Shapley): the coalitions</source>
        <translation>Why (Bondareva–Shapley): the coalitions</translation>
    </message>
    <message>
        <source>form a balanced collection: every player belongs to coalitions whose weights add up to 1. The weights λ show that the coalitions together claim more than v(N): Σ λ&lt;sub&gt;S&lt;/sub&gt; v(S) = %1 &gt; v(N) = %2. Any allocation of v(N) gives them only Σ λ&lt;sub&gt;S&lt;/sub&gt; x(S) = Σx = %2 in total, so at least one of them gets less than it can secure alone.</source>
        <translation>form a balanced collection: every player belongs to coalitions whose weights add up to 1. The weights λ show that the coalitions together claim more than v(N): Σ λ&lt;sub&gt;S&lt;/sub&gt; v(S) = %1 &gt; v(N) = %2. Any allocation of v(N) gives them only Σ λ&lt;sub&gt;S&lt;/sub&gt; x(S) = Σx = %2 in total, so at least one of them gets less than it can secure alone.</translation>
    </message>
    <message>
        <source>The core is not empty (decided exactly by linear programming).</source>
        <translation>The core is not empty (decided exactly by linear programming).</translation>
    </message>
    <message>
        <source>a single point</source>
        <translation>a single point</translation>
    </message>
    <message>
        <source>a segment</source>
        <translation>a segment</translation>
    </message>
    <message>
        <source>a polygon</source>
        <translation>a polygon</translation>
    </message>
    <message>
        <source>a polytope</source>
        <translation>a polytope</translation>
    </message>
    <message>
        <source>core vertex %1</source>
        <translation>core vertex %1</translation>
    </message>
    <message numerus="yes">
        <source>The core is %1 with %n vertex(es) (exact):</source>
        <translation>
            <numerusform>The core is %1 with %n vertex (exact):</numerusform>
            <numerusform>The core is %1 with %n vertices (exact):</numerusform>
        </translation>
    </message>
    <message>
        <source>The core&apos;s vertices are listed for up to %1 players.</source>
        <translation>The core&apos;s vertices are listed for up to %1 players.</translation>
    </message>
    <message>
        <source>Tight on the whole core (these coalitions get exactly their value in every core allocation):</source>
        <translation>Tight on the whole core (these coalitions get exactly their value in every core allocation):</translation>
    </message>
    <message>
        <source>Least core</source>
        <translation>Least core</translation>
    </message>
    <message>
        <source>ε₁ = %1: the smallest ε for which some efficient x has every excess v(S) − x(S) ≤ ε (S ≠ ∅, N). The core is non-empty exactly when ε₁ ≤ 0.</source>
        <translation>ε₁ = %1: the smallest ε for which some efficient x has every excess v(S) − x(S) ≤ ε (S ≠ ∅, N). The core is non-empty exactly when ε₁ ≤ 0.</translation>
    </message>
    <message>
        <source>A point of the least core:</source>
        <translation>A point of the least core:</translation>
    </message>
    <message>
        <source>least core</source>
        <translation>least core</translation>
    </message>
    <message>
        <source>The inequalities of the core</source>
        <translation>The inequalities of the core</translation>
    </message>
    <message>
        <source>the only imputation</source>
        <translation>the only imputation</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalEditor</name>
    <message>
        <source>Edit voting game</source>
        <translation>Edit voting game</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Run the full analysis now (core vertices, nucleolus, Shapley value and power indices at any size)</source>
        <translation>Run the full analysis now (core vertices, nucleolus, Shapley value and power indices at any size)</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>Paste a column of 2ⁿ values (v(∅) = 0 first) or 2ⁿ − 1 values, in the order the table is sorted</source>
        <translation>Paste a column of 2ⁿ values (v(∅) = 0 first) or 2ⁿ − 1 values, in the order the table is sorted</translation>
    </message>
    <message>
        <source>Paste in bitmask order</source>
        <translation>Paste in bitmask order</translation>
    </message>
    <message>
        <source>Paste a column of values ordered ∅, 1, 2, 12, 3, 13, 23, 123, … (with or without v(∅))</source>
        <translation>Paste a column of values ordered ∅, 1, 2, 12, 3, 13, 23, 123, … (with or without v(∅))</translation>
    </message>
    <message>
        <source>Paste by size, then lexicographically</source>
        <translation>Paste by size, then lexicographically</translation>
    </message>
    <message>
        <source>Paste a column of values ordered ∅, 1, 2, 3, 12, 13, 23, 123, … (with or without v(∅))</source>
        <translation>Paste a column of values ordered ∅, 1, 2, 3, 12, 13, 23, 123, … (with or without v(∅))</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the selected rows (all rows shown when nothing is selected) as &quot;coalition&lt;Tab&gt;value&quot; lines</source>
        <translation>Copy the selected rows (all rows shown when nothing is selected) as &quot;coalition&lt;Tab&gt;value&quot; lines</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Generate…</translation>
    </message>
    <message>
        <source>Fill the table from a family of games: weighted voting, glove market, bankruptcy, airport, unanimity, symmetric</source>
        <translation>Fill the table from a family of games: weighted voting, glove market, bankruptcy, airport, unanimity, symmetric</translation>
    </message>
    <message>
        <source>+Player</source>
        <translation>+Player</translation>
    </message>
    <message>
        <source>Add a player who is a dummy (v(S ∪ {new}) = v(S)) until you edit the values</source>
        <translation>Add a player who is a dummy (v(S ∪ {new}) = v(S)) until you edit the values</translation>
    </message>
    <message>
        <source>Bitmask order</source>
        <translation>Bitmask order</translation>
    </message>
    <message>
        <source>Sort the coalitions by bitmask (∅, 1, 2, 12, 3, …) instead of by size, then lexicographically</source>
        <translation>Sort the coalitions by bitmask (∅, 1, 2, 12, 3, …) instead of by size, then lexicographically</translation>
    </message>
    <message>
        <source>Strategic form (4.2)</source>
        <translation>Strategic form (4.2)</translation>
    </message>
    <message>
        <source>Open the strategic-form game (4.2) of this game in a new tab: each player names a coalition; if all members of S name S they share v(S) equally</source>
        <translation>Open the strategic-form game (4.2) of this game in a new tab: each player names a coalition; if all members of S name S they share v(S) equally</translation>
    </message>
    <message>
        <source>(0,1)-normalise</source>
        <translation>(0,1)-normalise</translation>
    </message>
    <message>
        <source>Replace the game by its (0,1)-normalised form (every v(i) = 0, v(N) = 1; undoable)</source>
        <translation>Replace the game by its (0,1)-normalised form (every v(i) = 0, v(N) = 1; undoable)</translation>
    </message>
    <message>
        <source>Filter by players</source>
        <translation>Filter by players</translation>
    </message>
    <message>
        <source>Show only coalitions that contain the players typed here</source>
        <translation>Show only coalitions that contain the players typed here</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>Show the coalitions of one size only</source>
        <translation>Show the coalitions of one size only</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>containing</translation>
    </message>
    <message>
        <source>players, e.g. 1, 3</source>
        <translation>players, e.g. 1, 3</translation>
    </message>
    <message>
        <source>Show only coalitions that contain all these players: names or numbers separated by commas (&quot;1, 3&quot;, &quot;Ann, Bob&quot;; &quot;13&quot; when every name is one character) (%1)</source>
        <translation>Show only coalitions that contain all these players: names or numbers separated by commas (&quot;1, 3&quot;, &quot;Ann, Bob&quot;; &quot;13&quot; when every name is one character) (%1)</translation>
    </message>
    <message>
        <source>all sizes</source>
        <translation>all sizes</translation>
    </message>
    <message>
        <source>|S| = %1</source>
        <translation>|S| = %1</translation>
    </message>
    <message>
        <source>Name of player %1; coalitions are written with these names. Enter confirms; empty means &quot;%1&quot;.</source>
        <translation>Name of player %1; coalitions are written with these names. Enter confirms; empty means &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Remove player %1: the game on the other players (undoable)</source>
        <translation>Remove player %1: the game on the other players (undoable)</translation>
    </message>
    <message>
        <source>This voting game has %1 players: its table of 2^%1 coalitions is not shown (the table holds at most %2 players). The analysis computes the power indices from the weights and the quota; edit them above.</source>
        <translation>This voting game has %1 players: its table of 2^%1 coalitions is not shown (the table holds at most %2 players). The analysis computes the power indices from the weights and the quota; edit them above.</translation>
    </message>
    <message>
        <source>A voting game without table: simple and monotone by construction.</source>
        <translation>A voting game without table: simple and monotone by construction.</translation>
    </message>
    <message>
        <source>(Solve, F5)</source>
        <translation>(Solve, F5)</translation>
    </message>
    <message>
        <source>Choose a point in the analysis (Shapley value, nucleolus, a core vertex, …) to see each coalition&apos;s excess e(x, S) = v(S) − x(S).</source>
        <translation>Choose a point in the analysis (Shapley value, nucleolus, a core vertex, …) to see each coalition&apos;s excess e(x, S) = v(S) − x(S).</translation>
    </message>
    <message>
        <source>Excess at &lt;b&gt;%1&lt;/b&gt; = %2: </source>
        <translation>Excess at &lt;b&gt;%1&lt;/b&gt; = %2: </translation>
    </message>
    <message>
        <source>no coalition blocks it</source>
        <translation>no coalition blocks it</translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#b71c1c&apos;&gt;&lt;b&gt;%n coalition(s) block it&lt;/b&gt;&lt;/span&gt; (red)</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#b71c1c&apos;&gt;&lt;b&gt;%n coalition blocks it&lt;/b&gt;&lt;/span&gt; (red)</numerusform>
            <numerusform>&lt;span style=&apos;color:#b71c1c&apos;&gt;&lt;b&gt;%n coalitions block it&lt;/b&gt;&lt;/span&gt; (red)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n tight (green).</source>
        <translation>
            <numerusform>, %n tight (green).</numerusform>
            <numerusform>, %n tight (green).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n-player game</source>
        <translation>
            <numerusform>Analysing the %n-player game</numerusform>
            <numerusform>Analysing the %n-player game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solving the %n-player game completely</source>
        <translation>
            <numerusform>Solving the %n-player game completely</numerusform>
            <numerusform>Solving the %n-player game completely</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n coalition value(s).</source>
        <translation>
            <numerusform>Copied %n coalition value.</numerusform>
            <numerusform>Copied %n coalition values.</numerusform>
        </translation>
    </message>
    <message>
        <source>This voting game has no table to paste into (more than %1 players).</source>
        <translation>This voting game has no table to paste into (more than %1 players).</translation>
    </message>
    <message>
        <source>The pasted values equal the table&apos;s; nothing changed.</source>
        <translation>The pasted values equal the table&apos;s; nothing changed.</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n value(s)</source>
        <translation>
            <numerusform>Paste %n value</numerusform>
            <numerusform>Paste %n values</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted %1 values %2.</source>
        <translation>Pasted %1 values %2.</translation>
    </message>
    <message>
        <source>The table holds at most %1 players.</source>
        <translation>The table holds at most %1 players.</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <source>Added player %1, a dummy until you edit the values of the coalitions containing it.</source>
        <translation>Added player %1, a dummy until you edit the values of the coalitions containing it.</translation>
    </message>
    <message>
        <source>A game needs at least one player.</source>
        <translation>A game needs at least one player.</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Remove player %1</translation>
    </message>
    <message>
        <source>Removed player %1: the table now holds the coalitions of the others.</source>
        <translation>Removed player %1: the table now holds the coalitions of the others.</translation>
    </message>
    <message>
        <source>Generate %1</source>
        <translation>Generate %1</translation>
    </message>
    <message>
        <source>Generated: %1.</source>
        <translation>Generated: %1.</translation>
    </message>
    <message>
        <source>Only an essential game (Σ v(i) &lt; v(N)) can be (0,1)-normalised.</source>
        <translation>Only an essential game (Σ v(i) &lt; v(N)) can be (0,1)-normalised.</translation>
    </message>
    <message>
        <source>Replaced by the (0,1)-normalised game: every v(i) = 0, v(N) = 1.</source>
        <translation>Replaced by the (0,1)-normalised game: every v(i) = 0, v(N) = 1.</translation>
    </message>
    <message>
        <source>No strategic form: %1</source>
        <translation>No strategic form: %1</translation>
    </message>
    <message>
        <source>The strategic form can only be opened from the main window.</source>
        <translation>The strategic form can only be opened from the main window.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalGeneratorDialog</name>
    <message>
        <source>Generate a coalitional game</source>
        <translation>Generate a coalitional game</translation>
    </message>
    <message>
        <source>The family of games that fills the characteristic function</source>
        <translation>The family of games that fills the characteristic function</translation>
    </message>
    <message>
        <source>S wins (v(S) = 1) when its total weight passes the quota; otherwise v(S) = 0 (§4.3.4).</source>
        <translation>S wins (v(S) = 1) when its total weight passes the quota; otherwise v(S) = 0 (§4.3.4).</translation>
    </message>
    <message>
        <source>Quota q:</source>
        <translation>Quota q:</translation>
    </message>
    <message>
        <source>An exact number</source>
        <translation>An exact number</translation>
    </message>
    <message>
        <source>Weights w:</source>
        <translation>Weights w:</translation>
    </message>
    <message>
        <source>One weight per player, separated by commas; up to %1 players</source>
        <translation>One weight per player, separated by commas; up to %1 players</translation>
    </message>
    <message>
        <source>w(S) &gt; q (the source&apos;s definition)</source>
        <translation>w(S) &gt; q (the source&apos;s definition)</translation>
    </message>
    <message>
        <source>w(S) ≥ q (&quot;q votes needed&quot;)</source>
        <translation>w(S) ≥ q (&quot;q votes needed&quot;)</translation>
    </message>
    <message>
        <source>S wins when:</source>
        <translation>S wins when:</translation>
    </message>
    <message>
        <source>Each player owns one glove; v(S) = the number of pairs S can form = min(left gloves in S, right gloves in S) (Ex 4.2.5-7).</source>
        <translation>Each player owns one glove; v(S) = the number of pairs S can form = min(left gloves in S, right gloves in S) (Ex 4.2.5-7).</translation>
    </message>
    <message>
        <source>Left-glove owners:</source>
        <translation>Left-glove owners:</translation>
    </message>
    <message>
        <source>Players L1, L2, …</source>
        <translation>Players L1, L2, …</translation>
    </message>
    <message>
        <source>Right-glove owners:</source>
        <translation>Right-glove owners:</translation>
    </message>
    <message>
        <source>Players R1, R2, …</source>
        <translation>Players R1, R2, …</translation>
    </message>
    <message>
        <source>An estate E is shared among creditors with claims c_i; v(S) = max(0, E − Σ_{i∉S} c_i), what S gets after paying everyone else in full (§4.4.1).</source>
        <translation>An estate E is shared among creditors with claims c_i; v(S) = max(0, E − Σ_{i∉S} c_i), what S gets after paying everyone else in full (§4.4.1).</translation>
    </message>
    <message>
        <source>Estate E:</source>
        <translation>Estate E:</translation>
    </message>
    <message>
        <source>An exact number, 0 or more</source>
        <translation>An exact number, 0 or more</translation>
    </message>
    <message>
        <source>Claims c:</source>
        <translation>Claims c:</translation>
    </message>
    <message>
        <source>One claim per creditor, separated by commas</source>
        <translation>One claim per creditor, separated by commas</translation>
    </message>
    <message>
        <source>A runway serves planes that need lengths costing c_i; S pays the longest it needs: v(S) = −max_{i∈S} c_i (a cost game as savings, Ex 4.3.5-15).</source>
        <translation>A runway serves planes that need lengths costing c_i; S pays the longest it needs: v(S) = −max_{i∈S} c_i (a cost game as savings, Ex 4.3.5-15).</translation>
    </message>
    <message>
        <source>Costs c:</source>
        <translation>Costs c:</translation>
    </message>
    <message>
        <source>One cost per player, separated by commas</source>
        <translation>One cost per player, separated by commas</translation>
    </message>
    <message>
        <source>v(S) = c when S contains every player of the carrier T, else 0: the game w_T whose Shapley value splits c equally within T.</source>
        <translation>v(S) = c when S contains every player of the carrier T, else 0: the game w_T whose Shapley value splits c equally within T.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Carrier T:</source>
        <translation>Carrier T:</translation>
    </message>
    <message>
        <source>The players who must all be present: numbers 1..n separated by commas</source>
        <translation>The players who must all be present: numbers 1..n separated by commas</translation>
    </message>
    <message>
        <source>Value c:</source>
        <translation>Value c:</translation>
    </message>
    <message>
        <source>v(S) = f(|S|): the value depends on the size of the coalition only (Ex 4.2.5-4). The number of values is the number of players.</source>
        <translation>v(S) = f(|S|): the value depends on the size of the coalition only (Ex 4.2.5-4). The number of values is the number of players.</translation>
    </message>
    <message>
        <source>f(1), …, f(n):</source>
        <translation>f(1), …, f(n):</translation>
    </message>
    <message>
        <source>One value per coalition size, separated by commas</source>
        <translation>One value per coalition size, separated by commas</translation>
    </message>
    <message>
        <source>Family:</source>
        <translation>Family:</translation>
    </message>
    <message>
        <source>Weighted majority (voting) game [q; w]</source>
        <translation>Weighted majority (voting) game [q; w]</translation>
    </message>
    <message>
        <source>Glove market</source>
        <translation>Glove market</translation>
    </message>
    <message>
        <source>Bankruptcy game</source>
        <translation>Bankruptcy game</translation>
    </message>
    <message>
        <source>Airport game</source>
        <translation>Airport game</translation>
    </message>
    <message>
        <source>Unanimity game w_T</source>
        <translation>Unanimity game w_T</translation>
    </message>
    <message>
        <source>Symmetric game f(|S|)</source>
        <translation>Symmetric game f(|S|)</translation>
    </message>
    <message>
        <source>%1 is missing: enter a number.</source>
        <translation>%1 is missing: enter a number.</translation>
    </message>
    <message>
        <source>%1, &quot;%2&quot;, is not a number: enter an integer, a fraction such as -2/7 or a decimal.</source>
        <translation>%1, &quot;%2&quot;, is not a number: enter an integer, a fraction such as -2/7 or a decimal.</translation>
    </message>
    <message>
        <source>%1 players: the table holds at most %2.</source>
        <translation>%1 players: the table holds at most %2.</translation>
    </message>
    <message>
        <source>The quota</source>
        <translation>The quota</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>A glove market needs at least one player.</source>
        <translation>A glove market needs at least one player.</translation>
    </message>
    <message>
        <source>The estate</source>
        <translation>The estate</translation>
    </message>
    <message>
        <source>claims</source>
        <translation>claims</translation>
    </message>
    <message>
        <source>costs</source>
        <translation>costs</translation>
    </message>
    <message>
        <source>The carrier T is empty: name at least one player.</source>
        <translation>The carrier T is empty: name at least one player.</translation>
    </message>
    <message>
        <source>The value c</source>
        <translation>The value c</translation>
    </message>
    <message>
        <source>values f(1), …, f(n)</source>
        <translation>values f(1), …, f(n)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalNucleolusPage</name>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>efficient allocations (source)</source>
        <translation>efficient allocations (source)</translation>
    </message>
    <message>
        <source>imputations</source>
        <translation>imputations</translation>
    </message>
    <message>
        <source>The source minimises O(x) over all x with Σx = v(N) (the pre-nucleolus); the classical nucleolus also requires x_i ≥ v({i}). They agree whenever the game is superadditive.</source>
        <translation>The source minimises O(x) over all x with Σx = v(N) (the pre-nucleolus); the classical nucleolus also requires x_i ≥ v({i}). They agree whenever the game is superadditive.</translation>
    </message>
    <message>
        <source>Compare x =</source>
        <translation>Compare x =</translation>
    </message>
    <message>
        <source>e.g. 6, 12, 18</source>
        <translation>e.g. 6, 12, 18</translation>
    </message>
    <message>
        <source>Add an allocation as a column of the excess table, to compare its O(x) with the nucleolus&apos;s</source>
        <translation>Add an allocation as a column of the excess table, to compare its O(x) with the nucleolus&apos;s</translation>
    </message>
    <message>
        <source>Computing the nucleolus…</source>
        <translation>Computing the nucleolus…</translation>
    </message>
    <message>
        <source>Nucleolus</source>
        <translation>Nucleolus</translation>
    </message>
    <message>
        <source>The nucleolus needs the table of every coalition.</source>
        <translation>The nucleolus needs the table of every coalition.</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Computing…</translation>
    </message>
    <message>
        <source>The nucleolus (the x whose sorted excess vector O(x) is lexicographically smallest over %1):</source>
        <translation>The nucleolus (the x whose sorted excess vector O(x) is lexicographically smallest over %1):</translation>
    </message>
    <message>
        <source>all x with Σx = v(N)</source>
        <translation>all x with Σx = v(N)</translation>
    </message>
    <message>
        <source>the imputations</source>
        <translation>the imputations</translation>
    </message>
    <message>
        <source>nucleolus</source>
        <translation>nucleolus</translation>
    </message>
    <message>
        <source>It lies in the core, as it must when the core is not empty.</source>
        <translation>It lies in the core, as it must when the core is not empty.</translation>
    </message>
    <message>
        <source>It is not in the core although the core is not empty — please report this.</source>
        <translation>It is not in the core although the core is not empty — please report this.</translation>
    </message>
    <message numerus="yes">
        <source>Stages (a sequence of linear programmes, %n LP(s) solved)</source>
        <translation>
            <numerusform>Stages (a sequence of linear programmes, %n LP solved)</numerusform>
            <numerusform>Stages (a sequence of linear programmes, %n LPs solved)</numerusform>
        </translation>
    </message>
    <message>
        <source>At stage k the largest excess t among the coalitions not yet fixed is minimised; the coalitions whose excess equals t&lt;sub&gt;k&lt;/sub&gt; in every optimum are fixed there.</source>
        <translation>At stage k the largest excess t among the coalitions not yet fixed is minimised; the coalitions whose excess equals t&lt;sub&gt;k&lt;/sub&gt; in every optimum are fixed there.</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stage</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>t&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>coalitions fixed at excess t&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>coalitions fixed at excess t&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>Shapley value</source>
        <translation>Shapley value</translation>
    </message>
    <message>
        <source>Excesses e(x, S) = v(S) − x(S)</source>
        <translation>Excesses e(x, S) = v(S) − x(S)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>v(S)</source>
        <translation>v(S)</translation>
    </message>
    <message>
        <source>Red: a positive excess (the coalition can improve on x).</source>
        <translation>Red: a positive excess (the coalition can improve on x).</translation>
    </message>
    <message>
        <source>The table of every coalition is shown for up to %1 players; O(x) below lists the largest excesses.</source>
        <translation>The table of every coalition is shown for up to %1 players; O(x) below lists the largest excesses.</translation>
    </message>
    <message>
        <source>Sorted excess vectors O(x)</source>
        <translation>Sorted excess vectors O(x)</translation>
    </message>
    <message>
        <source>O(nucleolus) = O(%1): both have the same sorted excesses.</source>
        <translation>O(nucleolus) = O(%1): both have the same sorted excesses.</translation>
    </message>
    <message>
        <source>O(nucleolus) &amp;lt;&lt;sub&gt;L&lt;/sub&gt; O(%1): they first differ at entry %2, where %3 &amp;lt; %4.</source>
        <translation>O(nucleolus) &amp;lt;&lt;sub&gt;L&lt;/sub&gt; O(%1): they first differ at entry %2, where %3 &amp;lt; %4.</translation>
    </message>
    <message>
        <source>O(nucleolus) &amp;gt;&lt;sub&gt;L&lt;/sub&gt; O(%1): they first differ at entry %2, where %3 &amp;gt; %4 — the nucleolus is not lexicographically smallest (outside its domain?).</source>
        <translation>O(nucleolus) &amp;gt;&lt;sub&gt;L&lt;/sub&gt; O(%1): they first differ at entry %2, where %3 &amp;gt; %4 — the nucleolus is not lexicographically smallest (outside its domain?).</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalOriginPage</name>
    <message>
        <source>Characteristic function of the strategic game (4.1)</source>
        <translation>Characteristic function of the strategic game (4.1)</translation>
    </message>
    <message>
        <source>This game was not built from a strategic-form game.</source>
        <translation>This game was not built from a strategic-form game.</translation>
    </message>
    <message>
        <source>v(S) is the value of the zero-sum game in which S, acting as one player with joint pure strategies, maximises the total payoff Σ&lt;sub&gt;i∈S&lt;/sub&gt; u&lt;sub&gt;i&lt;/sub&gt; of its members against N − S: the coalition&apos;s safety level.</source>
        <translation>v(S) is the value of the zero-sum game in which S, acting as one player with joint pure strategies, maximises the total payoff Σ&lt;sub&gt;i∈S&lt;/sub&gt; u&lt;sub&gt;i&lt;/sub&gt; of its members against N − S: the coalition&apos;s safety level.</translation>
    </message>
    <message>
        <source>S = %1: the largest total payoff, v(N) = %2</source>
        <translation>S = %1: the largest total payoff, v(N) = %2</translation>
    </message>
    <message>
        <source>S = %1 against %2: v(S) = Val = %3</source>
        <translation>S = %1 against %2: v(S) = Val = %3</translation>
    </message>
    <message>
        <source>The table has v(%1) = %2, not %3: it was edited after it was generated.</source>
        <translation>The table has v(%1) = %2, not %3: it was edited after it was generated.</translation>
    </message>
    <message>
        <source>A %1 × %2 matrix (too large to show).</source>
        <translation>A %1 × %2 matrix (too large to show).</translation>
    </message>
    <message>
        <source>Every v(S) of the table equals the value computed from the strategic game.</source>
        <translation>Every v(S) of the table equals the value computed from the strategic game.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalPathPage</name>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>v(N) from a to b</source>
        <translation>v(N) from a to b</translation>
    </message>
    <message>
        <source>bankruptcy: estate E from 0 to Σ claims</source>
        <translation>bankruptcy: estate E from 0 to Σ claims</translation>
    </message>
    <message>
        <source>The family of games: this table with v(N) replaced by the parameter, or the bankruptcy game v(S) = max(0, E − claims outside S) with estate E</source>
        <translation>The family of games: this table with v(N) replaced by the parameter, or the bankruptcy game v(S) = max(0, E − claims outside S) with estate E</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Family</translation>
    </message>
    <message>
        <source>from</source>
        <translation>from</translation>
    </message>
    <message>
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <source>one claim per player, e.g. 10, 20, 30</source>
        <translation>one claim per player, e.g. 10, 20, 30</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Samples at from + k (to − from)/steps; a multiple of the range&apos;s length hits every integer</source>
        <translation>Samples at from + k (to − from)/steps; a multiple of the range&apos;s length hits every integer</translation>
    </message>
    <message>
        <source>Computing the path… %1%</source>
        <translation>Computing the path… %1%</translation>
    </message>
    <message>
        <source>The path needs the table of every coalition.</source>
        <translation>The path needs the table of every coalition.</translation>
    </message>
    <message>
        <source>This is a bankruptcy game: estate %1 and claims %2.</source>
        <translation>This is a bankruptcy game: estate %1 and claims %2.</translation>
    </message>
    <message>
        <source>Press Compute to trace the path.</source>
        <translation>Press Compute to trace the path.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>Type the range as numbers, e.g. 0 and 60.</source>
        <translation>Type the range as numbers, e.g. 0 and 60.</translation>
    </message>
    <message>
        <source>The end of the range must be larger than its start.</source>
        <translation>The end of the range must be larger than its start.</translation>
    </message>
    <message>
        <source>Claims must not be negative.</source>
        <translation>Claims must not be negative.</translation>
    </message>
    <message>
        <source>The estate must not be negative.</source>
        <translation>The estate must not be negative.</translation>
    </message>
    <message>
        <source>Computing the path…</source>
        <translation>Computing the path…</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s); hover over a marker for the exact allocation.</source>
        <translation>
            <numerusform>%n sample; hover over a marker for the exact allocation.</numerusform>
            <numerusform>%n samples; hover over a marker for the exact allocation.</numerusform>
        </translation>
    </message>
    <message>
        <source>nucleolus</source>
        <translation>nucleolus</translation>
    </message>
    <message>
        <source>Shapley value</source>
        <translation>Shapley value</translation>
    </message>
    <message>
        <source>Breakpoints of the %1:</source>
        <translation>Breakpoints of the %1:</translation>
    </message>
    <message>
        <source>none between the samples (linear on the whole range)</source>
        <translation>none between the samples (linear on the whole range)</translation>
    </message>
    <message>
        <source>nucleolus at %1 = %2</source>
        <translation>nucleolus at %1 = %2</translation>
    </message>
    <message>
        <source>Shapley value at %1 = %2</source>
        <translation>Shapley value at %1 = %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalPicturePage</name>
    <message numerus="yes">
        <source>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n player(s). The Core page lists the core&apos;s vertices and inequalities.</source>
        <translation>
            <numerusform>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n player. The Core page lists the core&apos;s vertices and inequalities.</numerusform>
            <numerusform>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n players. The Core page lists the core&apos;s vertices and inequalities.</numerusform>
        </translation>
    </message>
    <message>
        <source>The imputations as a triangle, each corner a player (§4.2.4). Hover for a point&apos;s payoffs and excesses; click to choose it.</source>
        <translation>The imputations as a triangle, each corner a player (§4.2.4). Hover for a point&apos;s payoffs and excesses; click to choose it.</translation>
    </message>
    <message>
        <source>The imputations as a tetrahedron with the core inside; drag to rotate, double-click to reset.</source>
        <translation>The imputations as a tetrahedron with the core inside; drag to rotate, double-click to reset.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalPropertiesBar</name>
    <message>
        <source>(0,1)-normalise</source>
        <translation>(0,1)-normalise</translation>
    </message>
    <message>
        <source>Games with more than 10 players get their properties from the full analysis (Solve, F5).</source>
        <translation>Games with more than 10 players get their properties from the full analysis (Solve, F5).</translation>
    </message>
    <message>
        <source>Replace the game by its (0,1)-normalised form v&apos;(S) = (v(S) − Σ_{i∈S} v(i)) / (v(N) − Σ v(i)), so that every v&apos;(i) = 0 and v&apos;(N) = 1 (essential games only; undoable)</source>
        <translation>Replace the game by its (0,1)-normalised form v&apos;(S) = (v(S) − Σ_{i∈S} v(i)) / (v(N) − Σ v(i)), so that every v&apos;(i) = 0 and v&apos;(N) = 1 (essential games only; undoable)</translation>
    </message>
    <message>
        <source>Not known yet.</source>
        <translation>Not known yet.</translation>
    </message>
    <message>
        <source>Not checked: the game has too many players for this test.</source>
        <translation>Not checked: the game has too many players for this test.</translation>
    </message>
    <message>
        <source>Holds.</source>
        <translation>Holds.</translation>
    </message>
    <message>
        <source>Does not hold: %1</source>
        <translation>Does not hold: %1</translation>
    </message>
    <message>
        <source>superadditive</source>
        <translation>superadditive</translation>
    </message>
    <message>
        <source>v(S ∪ T) ≥ v(S) + v(T) for disjoint S, T.</source>
        <translation>v(S ∪ T) ≥ v(S) + v(T) for disjoint S, T.</translation>
    </message>
    <message>
        <source>convex</source>
        <translation>convex</translation>
    </message>
    <message>
        <source>v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T.</source>
        <translation>v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T.</translation>
    </message>
    <message>
        <source>monotone</source>
        <translation>monotone</translation>
    </message>
    <message>
        <source>v(S) ≤ v(T) whenever S ⊆ T.</source>
        <translation>v(S) ≤ v(T) whenever S ⊆ T.</translation>
    </message>
    <message>
        <source>essential</source>
        <translation>essential</translation>
    </message>
    <message>
        <source>Σ v(i) &lt; v(N): cooperation pays.</source>
        <translation>Σ v(i) &lt; v(N): cooperation pays.</translation>
    </message>
    <message>
        <source>constant-sum</source>
        <translation>constant-sum</translation>
    </message>
    <message>
        <source>v(S) + v(N − S) = v(N) for every S.</source>
        <translation>v(S) + v(N − S) = v(N) for every S.</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>Every v(S) is 0 or 1, and v(N) = 1.</source>
        <translation>Every v(S) is 0 or 1, and v(N) = 1.</translation>
    </message>
    <message>
        <source>symmetric</source>
        <translation>symmetric</translation>
    </message>
    <message>
        <source>v(S) depends on |S| only.</source>
        <translation>v(S) depends on |S| only.</translation>
    </message>
    <message>
        <source>v(%1) + v(%2) = %3 + %4 &gt; v(%5) = %6.</source>
        <translation>v(%1) + v(%2) = %3 + %4 &gt; v(%5) = %6.</translation>
    </message>
    <message>
        <source>v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T: a player&apos;s marginal contribution grows with the coalition it joins.</source>
        <translation>v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T: a player&apos;s marginal contribution grows with the coalition it joins.</translation>
    </message>
    <message>
        <source>%1 adds %2 to %3 but only %4 to %5.</source>
        <translation>%1 adds %2 to %3 but only %4 to %5.</translation>
    </message>
    <message>
        <source>v(%1) = %2 &gt; v(%3) = %4.</source>
        <translation>v(%1) = %2 &gt; v(%3) = %4.</translation>
    </message>
    <message>
        <source>Σ v(i) &lt; v(N): cooperation pays (surplus v(N) − Σ v(i) = %1).</source>
        <translation>Σ v(i) &lt; v(N): cooperation pays (surplus v(N) − Σ v(i) = %1).</translation>
    </message>
    <message>
        <source>the surplus v(N) − Σ v(i) = %1 is not positive, so the only imputation is (v(1), …, v(n)).</source>
        <translation>the surplus v(N) − Σ v(i) = %1 is not positive, so the only imputation is (v(1), …, v(n)).</translation>
    </message>
    <message>
        <source>v(%1) + v(%2) = %3, but v(N) = %4.</source>
        <translation>v(%1) + v(%2) = %3, but v(N) = %4.</translation>
    </message>
    <message>
        <source>Every v(S) is 0 or 1, and v(N) = 1 (a voting game: S wins or loses).</source>
        <translation>Every v(S) is 0 or 1, and v(N) = 1 (a voting game: S wins or loses).</translation>
    </message>
    <message>
        <source>v(%1) = %2.</source>
        <translation>v(%1) = %2.</translation>
    </message>
    <message>
        <source>v(%1) = %2 but v(%3) = %4.</source>
        <translation>v(%1) = %2 but v(%3) = %4.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalShapleyPage</name>
    <message>
        <source>Formula (4.6) for player</source>
        <translation>Formula (4.6) for player</translation>
    </message>
    <message>
        <source>Show φ_i = Σ_{S∋i} (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})] term by term for this player</source>
        <translation>Show φ_i = Σ_{S∋i} (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})] term by term for this player</translation>
    </message>
    <message>
        <source>Shapley value</source>
        <translation>Shapley value</translation>
    </message>
    <message>
        <source>The Shapley value needs the table of every coalition; for this voting game see the Shapley–Shubik index on the Voting power page.</source>
        <translation>The Shapley value needs the table of every coalition; for this voting game see the Shapley–Shubik index on the Voting power page.</translation>
    </message>
    <message>
        <source>φ = %1</source>
        <translation>φ = %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>φ&lt;sub&gt;i&lt;/sub&gt;</source>
        <translation>φ&lt;sub&gt;i&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>decimal</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Efficient: Σφ&lt;sub&gt;i&lt;/sub&gt; = v(N) = %1.</source>
        <translation>Efficient: Σφ&lt;sub&gt;i&lt;/sub&gt; = v(N) = %1.</translation>
    </message>
    <message>
        <source>The Shapley value is in the core.</source>
        <translation>The Shapley value is in the core.</translation>
    </message>
    <message>
        <source>%1 (excess %2)</source>
        <translation>%1 (excess %2)</translation>
    </message>
    <message>
        <source>The Shapley value is &lt;b&gt;not&lt;/b&gt; in the core: it is unstable via %1.</source>
        <translation>The Shapley value is &lt;b&gt;not&lt;/b&gt; in the core: it is unstable via %1.</translation>
    </message>
    <message>
        <source>Dividends and unanimity games (4.3.2)</source>
        <translation>Dividends and unanimity games (4.3.2)</translation>
    </message>
    <message numerus="yes">
        <source>c&lt;sub&gt;T&lt;/sub&gt; = v(T) − Σ&lt;sub&gt;S⊊T&lt;/sub&gt; c&lt;sub&gt;S&lt;/sub&gt;, so that v = Σ c&lt;sub&gt;S&lt;/sub&gt; w&lt;sub&gt;S&lt;/sub&gt; with the unanimity games w&lt;sub&gt;S&lt;/sub&gt; (w&lt;sub&gt;S&lt;/sub&gt;(T) = 1 when S ⊆ T). Each member of S receives c&lt;sub&gt;S&lt;/sub&gt;/|S|, which adds up to φ (4.3). %n non-zero dividend(s):</source>
        <translation>
            <numerusform>c&lt;sub&gt;T&lt;/sub&gt; = v(T) − Σ&lt;sub&gt;S⊊T&lt;/sub&gt; c&lt;sub&gt;S&lt;/sub&gt;, so that v = Σ c&lt;sub&gt;S&lt;/sub&gt; w&lt;sub&gt;S&lt;/sub&gt; with the unanimity games w&lt;sub&gt;S&lt;/sub&gt; (w&lt;sub&gt;S&lt;/sub&gt;(T) = 1 when S ⊆ T). Each member of S receives c&lt;sub&gt;S&lt;/sub&gt;/|S|, which adds up to φ (4.3). %n non-zero dividend:</numerusform>
            <numerusform>c&lt;sub&gt;T&lt;/sub&gt; = v(T) − Σ&lt;sub&gt;S⊊T&lt;/sub&gt; c&lt;sub&gt;S&lt;/sub&gt;, so that v = Σ c&lt;sub&gt;S&lt;/sub&gt; w&lt;sub&gt;S&lt;/sub&gt; with the unanimity games w&lt;sub&gt;S&lt;/sub&gt; (w&lt;sub&gt;S&lt;/sub&gt;(T) = 1 when S ⊆ T). Each member of S receives c&lt;sub&gt;S&lt;/sub&gt;/|S|, which adds up to φ (4.3). %n non-zero dividends:</numerusform>
        </translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>v(S)</source>
        <translation>v(S)</translation>
    </message>
    <message>
        <source>c&lt;sub&gt;S&lt;/sub&gt;</source>
        <translation>c&lt;sub&gt;S&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>c&lt;sub&gt;S&lt;/sub&gt;/|S| to each member</source>
        <translation>c&lt;sub&gt;S&lt;/sub&gt;/|S| to each member</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>The first %1 are listed.</translation>
    </message>
    <message>
        <source>The dividends are listed for up to %1 players.</source>
        <translation>The dividends are listed for up to %1 players.</translation>
    </message>
    <message>
        <source>Marginal contributions in every order (4.3.3)</source>
        <translation>Marginal contributions in every order (4.3.3)</translation>
    </message>
    <message>
        <source>The players join one at a time; each row gives what each player adds on arrival. φ&lt;sub&gt;i&lt;/sub&gt; is player i&apos;s average over the %1 orders.</source>
        <translation>The players join one at a time; each row gives what each player adds on arrival. φ&lt;sub&gt;i&lt;/sub&gt; is player i&apos;s average over the %1 orders.</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <source>average</source>
        <translation>average</translation>
    </message>
    <message>
        <source>The table of all n! orders is shown for up to %1 players.</source>
        <translation>The table of all n! orders is shown for up to %1 players.</translation>
    </message>
    <message>
        <source>Formula (4.6) for %1</source>
        <translation>Formula (4.6) for %1</translation>
    </message>
    <message>
        <source>φ&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;S∋i&lt;/sub&gt; (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})]: the chance that i arrives just after S−{i}, times what i adds to it.</source>
        <translation>φ&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;S∋i&lt;/sub&gt; (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})]: the chance that i arrives just after S−{i}, times what i adds to it.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <source>v(S) − v(S−{i})</source>
        <translation>v(S) − v(S−{i})</translation>
    </message>
    <message>
        <source>product</source>
        <translation>product</translation>
    </message>
    <message>
        <source>φ&lt;sub&gt;%1&lt;/sub&gt;</source>
        <translation>φ&lt;sub&gt;%1&lt;/sub&gt;</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalTableModel</name>
    <message>
        <source>%1  blocks</source>
        <translation>%1  blocks</translation>
    </message>
    <message>
        <source>%1  tight</source>
        <translation>%1  tight</translation>
    </message>
    <message>
        <source>The empty coalition: v(∅) = 0 always.</source>
        <translation>The empty coalition: v(∅) = 0 always.</translation>
    </message>
    <message numerus="yes">
        <source>Coalition %1: %2 (%n player(s)).</source>
        <translation>
            <numerusform>Coalition %1: %2 (%n player).</numerusform>
            <numerusform>Coalition %1: %2 (%n players).</numerusform>
        </translation>
    </message>
    <message>
        <source>v(%1) = %2: what these players can get by cooperating, whatever the others do.</source>
        <translation>v(%1) = %2: what these players can get by cooperating, whatever the others do.</translation>
    </message>
    <message>
        <source>Excess at %1: e(x, %2) = v(%2) − x(%2) = %3 − %4 = %5.</source>
        <translation>Excess at %1: e(x, %2) = v(%2) − x(%2) = %3 − %4 = %5.</translation>
    </message>
    <message>
        <source>Positive: the members get less than they can earn together, so %1 blocks this point; it is not in the core.</source>
        <translation>Positive: the members get less than they can earn together, so %1 blocks this point; it is not in the core.</translation>
    </message>
    <message>
        <source>Zero: %1 is tight (it gets exactly its value).</source>
        <translation>Zero: %1 is tight (it gets exactly its value).</translation>
    </message>
    <message>
        <source>Double-click or type to edit: an exact value such as 3, -2/7 or 0.25.</source>
        <translation>Double-click or type to edit: an exact value such as 3, -2/7 or 0.25.</translation>
    </message>
    <message>
        <source>v(%1) needs a value: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. It keeps %2.</source>
        <translation>v(%1) needs a value: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. It keeps %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. v(%2) keeps %3.</source>
        <translation>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. v(%2) keeps %3.</translation>
    </message>
    <message>
        <source>Coalition S</source>
        <translation>Coalition S</translation>
    </message>
    <message>
        <source>|S|</source>
        <translation>|S|</translation>
    </message>
    <message>
        <source>v(S)</source>
        <translation>v(S)</translation>
    </message>
    <message>
        <source>Excess e(x,S)</source>
        <translation>Excess e(x,S)</translation>
    </message>
    <message>
        <source>Excess at %1</source>
        <translation>Excess at %1</translation>
    </message>
    <message>
        <source>The coalition: its members&apos; names run together, or in braces.</source>
        <translation>The coalition: its members&apos; names run together, or in braces.</translation>
    </message>
    <message>
        <source>Number of players in the coalition.</source>
        <translation>Number of players in the coalition.</translation>
    </message>
    <message>
        <source>The characteristic function: exact, editable.</source>
        <translation>The characteristic function: exact, editable.</translation>
    </message>
    <message>
        <source>e(x, S) = v(S) − Σ_{i∈S} x_i at the point chosen in the analysis (Shapley value, nucleolus, a core vertex, ...). Red: positive, S blocks x. Green: zero, S is tight.</source>
        <translation>e(x, S) = v(S) − Σ_{i∈S} x_i at the point chosen in the analysis (Shapley value, nucleolus, a core vertex, ...). Red: positive, S blocks x. Green: zero, S is tight.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalText</name>
    <message>
        <source>Not computed automatically for a game this size — press Solve (F5).</source>
        <translation>Not computed automatically for a game this size — press Solve (F5).</translation>
    </message>
    <message numerus="yes">
        <source>Type %n number(s), one per player, e.g. &quot;1, 3, 4&quot; (found %1).</source>
        <translation>
            <numerusform>Type %n number, one per player, e.g. &quot;1, 3, 4&quot; (found %1).</numerusform>
            <numerusform>Type %n numbers, one per player, e.g. &quot;1, 3, 4&quot; (found %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (use 3, -1/2 or 0.25).</source>
        <translation>&quot;%1&quot; is not a number (use 3, -1/2 or 0.25).</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalVotingForm</name>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weighted voting&lt;/b&gt; [q; w]: S wins when w(S)</source>
        <translation>&lt;b&gt;Weighted voting&lt;/b&gt; [q; w]: S wins when w(S)</translation>
    </message>
    <message>
        <source>&gt; q</source>
        <translation>&gt; q</translation>
    </message>
    <message>
        <source>≥ q</source>
        <translation>≥ q</translation>
    </message>
    <message>
        <source>&quot;&gt; q&quot;: a coalition wins when its weight exceeds the quota (the source&apos;s definition, §4.3.4); &quot;≥ q&quot;: when it reaches the quota (&quot;58 votes needed&quot;).</source>
        <translation>&quot;&gt; q&quot;: a coalition wins when its weight exceeds the quota (the source&apos;s definition, §4.3.4); &quot;≥ q&quot;: when it reaches the quota (&quot;58 votes needed&quot;).</translation>
    </message>
    <message>
        <source>quota q</source>
        <translation>quota q</translation>
    </message>
    <message>
        <source>The quota: an exact number such as 50 or 7/2.</source>
        <translation>The quota: an exact number such as 50 or 7/2.</translation>
    </message>
    <message>
        <source>weights w</source>
        <translation>weights w</translation>
    </message>
    <message>
        <source>One weight per player, separated by commas (&quot;10, 20, 30, 40&quot;). The number of weights is the number of players; beyond 20 players only the power indices are computed.</source>
        <translation>One weight per player, separated by commas (&quot;10, 20, 30, 40&quot;). The number of weights is the number of players; beyond 20 players only the power indices are computed.</translation>
    </message>
    <message>
        <source>Rebuild the game from these weights and quota (Enter in a field does the same; undoable)</source>
        <translation>Rebuild the game from these weights and quota (Enter in a field does the same; undoable)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), total weight %1</source>
        <translation>
            <numerusform>%n player, total weight %1</numerusform>
            <numerusform>%n players, total weight %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The quota is missing: enter a number such as 50.</source>
        <translation>The quota is missing: enter a number such as 50.</translation>
    </message>
    <message>
        <source>The quota &quot;%1&quot; is not a number: enter an integer, a fraction or a decimal.</source>
        <translation>The quota &quot;%1&quot; is not a number: enter an integer, a fraction or a decimal.</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>Weight %1 is negative (%2): weights must be 0 or more.</source>
        <translation>Weight %1 is negative (%2): weights must be 0 or more.</translation>
    </message>
    <message>
        <source>%1 weights, but a voting game has at most %2 players.</source>
        <translation>%1 weights, but a voting game has at most %2 players.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalVotingPage</name>
    <message>
        <source>Voting power</source>
        <translation>Voting power</translation>
    </message>
    <message>
        <source>A coalition wins when its weight is more than the quota: w(S) &gt; %1 (the source&apos;s definition). Total weight %2.</source>
        <translation>A coalition wins when its weight is more than the quota: w(S) &gt; %1 (the source&apos;s definition). Total weight %2.</translation>
    </message>
    <message>
        <source>A coalition wins when its weight reaches the quota: w(S) ≥ %1 (&quot;%1 votes needed&quot;). Total weight %2.</source>
        <translation>A coalition wins when its weight reaches the quota: w(S) ≥ %1 (&quot;%1 votes needed&quot;). Total weight %2.</translation>
    </message>
    <message>
        <source>A weighted majority game: the quota is half the total weight.</source>
        <translation>A weighted majority game: the quota is half the total weight.</translation>
    </message>
    <message>
        <source>Voting power is defined for simple games (every v(S) is 0 or 1 and v(N) = 1) such as weighted voting games [q; w₁, …, wₙ]. This game is not simple: see the Shapley value instead.</source>
        <translation>Voting power is defined for simple games (every v(S) is 0 or 1 and v(N) = 1) such as weighted voting games [q; w₁, …, wₙ]. This game is not simple: see the Shapley value instead.</translation>
    </message>
    <message>
        <source>Shapley–Shubik index φ (4.7): the share of the %1 orders of arrival in which the player turns a losing coalition into a winning one (its pivots).</source>
        <translation>Shapley–Shubik index φ (4.7): the share of the %1 orders of arrival in which the player turns a losing coalition into a winning one (its pivots).</translation>
    </message>
    <message>
        <source>Banzhaf index: the player&apos;s swings (losing coalitions that win with it), normalised to sum 1, and absolute (swings / 2ⁿ⁻¹ = %1).</source>
        <translation>Banzhaf index: the player&apos;s swings (losing coalitions that win with it), normalised to sum 1, and absolute (swings / 2ⁿ⁻¹ = %1).</translation>
    </message>
    <message>
        <source>Shapley–Shubik:</source>
        <translation>Shapley–Shubik:</translation>
    </message>
    <message>
        <source>Shapley–Shubik index</source>
        <translation>Shapley–Shubik index</translation>
    </message>
    <message>
        <source>Banzhaf:</source>
        <translation>Banzhaf:</translation>
    </message>
    <message>
        <source>Banzhaf index</source>
        <translation>Banzhaf index</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>weight</translation>
    </message>
    <message>
        <source>weight share</source>
        <translation>weight share</translation>
    </message>
    <message>
        <source>Shapley–Shubik</source>
        <translation>Shapley–Shubik</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>decimal</translation>
    </message>
    <message>
        <source>pivots</source>
        <translation>pivots</translation>
    </message>
    <message>
        <source>Banzhaf</source>
        <translation>Banzhaf</translation>
    </message>
    <message>
        <source>absolute</source>
        <translation>absolute</translation>
    </message>
    <message>
        <source>swings</source>
        <translation>swings</translation>
    </message>
    <message>
        <source>The first %1 players are listed.</source>
        <translation>The first %1 players are listed.</translation>
    </message>
    <message>
        <source>The bar chart is drawn for up to %1 players.</source>
        <translation>The bar chart is drawn for up to %1 players.</translation>
    </message>
    <message>
        <source>Winning coalitions, veto players and the core are listed when the game has a table (up to %1 players).</source>
        <translation>Winning coalitions, veto players and the core are listed when the game has a table (up to %1 players).</translation>
    </message>
    <message>
        <source>Minimal winning coalitions</source>
        <translation>Minimal winning coalitions</translation>
    </message>
    <message>
        <source>Winning coalitions</source>
        <translation>Winning coalitions</translation>
    </message>
    <message numerus="yes">
        <source>%n winning coalition(s) of %1:</source>
        <translation>
            <numerusform>%n winning coalition of %1:</numerusform>
            <numerusform>%n winning coalitions of %1:</numerusform>
        </translation>
    </message>
    <message>
        <source>Veto players and the core</source>
        <translation>Veto players and the core</translation>
    </message>
    <message>
        <source>No player has a veto (every v(N − {i}) = 1), so the core of this simple game is empty.</source>
        <translation>No player has a veto (every v(N − {i}) = 1), so the core of this simple game is empty.</translation>
    </message>
    <message>
        <source>Veto players (v(N − {i}) = 0):</source>
        <translation>Veto players (v(N − {i}) = 0):</translation>
    </message>
    <message>
        <source>The core gives everything to the veto players: x ≥ 0, Σx = 1, x&lt;sub&gt;i&lt;/sub&gt; = 0 for the others, i.e.</source>
        <translation>The core gives everything to the veto players: x ≥ 0, Σx = 1, x&lt;sub&gt;i&lt;/sub&gt; = 0 for the others, i.e.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoinRowBoard</name>
    <message>
        <source>Remove the last coin (key −)</source>
        <translation>Remove the last coin (key −)</translation>
    </message>
    <message>
        <source>Add a coin showing tails at the right end (key +)</source>
        <translation>Add a coin showing tails at the right end (key +)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Clear the selection (Esc)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Turn the selected coins over (Enter); the rightmost must show heads</source>
        <translation>Turn the selected coins over (Enter); the rightmost must show heads</translation>
    </message>
    <message>
        <source>Turn coin %1: press Turn or Enter.</source>
        <translation>Turn coin %1: press Turn or Enter.</translation>
    </message>
    <message>
        <source>Turn coins %1: press Turn or Enter.</source>
        <translation>Turn coins %1: press Turn or Enter.</translation>
    </message>
    <message>
        <source>Afterwards the nim-sum is %1.</source>
        <translation>Afterwards the nim-sum is %1.</translation>
    </message>
    <message>
        <source>Coin %1: %2</source>
        <translation>Coin %1: %2</translation>
    </message>
    <message>
        <source>Coins %1: %2</source>
        <translation>Coins %1: %2</translation>
    </message>
    <message>
        <source>x</source>
        <comment>coin position caption</comment>
        <translation>x</translation>
    </message>
    <message>
        <source>g(x)</source>
        <comment>coin value caption</comment>
        <translation>g(x)</translation>
    </message>
    <message>
        <source>no heads: g = 0</source>
        <translation>no heads: g = 0</translation>
    </message>
    <message>
        <source>g = %1 = %2</source>
        <translation>g = %1 = %2</translation>
    </message>
    <message>
        <source>P: the player to move loses</source>
        <translation>P: the player to move loses</translation>
    </message>
    <message>
        <source>N: the player to move wins</source>
        <translation>N: the player to move wins</translation>
    </message>
    <message>
        <source>winning: turn %1</source>
        <translation>winning: turn %1</translation>
    </message>
    <message>
        <source>Set up: click a coin to turn it over; + and − change the number of coins.</source>
        <translation>Set up: click a coin to turn it over; + and − change the number of coins.</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>Please wait…</translation>
    </message>
    <message>
        <source>Coin %1: heads</source>
        <translation>Coin %1: heads</translation>
    </message>
    <message>
        <source>Coin %1: tails</source>
        <translation>Coin %1: tails</translation>
    </message>
    <message>
        <source>g(%1) = %2</source>
        <translation>g(%1) = %2</translation>
    </message>
    <message>
        <source>Click to turn it over.</source>
        <translation>Click to turn it over.</translation>
    </message>
    <message>
        <source>Click to add it to the move or take it out.</source>
        <translation>Click to add it to the move or take it out.</translation>
    </message>
    <message>
        <source>H</source>
        <comment>heads face of a coin</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>T</source>
        <comment>tails face of a coin</comment>
        <translation>T</translation>
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
    <name>gamelab::ui::DomineeringBoard</name>
    <message>
        <source>Click a cell to fill or empty it; drag across two empty cells to place a domino (vertical: Left&apos;s, blue; horizontal: Right&apos;s, red)</source>
        <translation>Click a cell to fill or empty it; drag across two empty cells to place a domino (vertical: Left&apos;s, blue; horizontal: Right&apos;s, red)</translation>
    </message>
    <message>
        <source>Empty board: set rows and columns</source>
        <translation>Empty board: set rows and columns</translation>
    </message>
    <message>
        <source>Fill a cell</source>
        <translation>Fill a cell</translation>
    </message>
    <message>
        <source>Empty a cell</source>
        <translation>Empty a cell</translation>
    </message>
    <message>
        <source>Place a vertical domino (Left&apos;s)</source>
        <translation>Place a vertical domino (Left&apos;s)</translation>
    </message>
    <message>
        <source>Place a horizontal domino (Right&apos;s)</source>
        <translation>Place a horizontal domino (Right&apos;s)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DuopolyCharts</name>
    <message>
        <source>Reaction curves: each firm&apos;s best output against the other&apos;s</source>
        <translation>Reaction curves: each firm&apos;s best output against the other&apos;s</translation>
    </message>
    <message>
        <source>q₁ (firm 1&apos;s output)</source>
        <translation>q₁ (firm 1&apos;s output)</translation>
    </message>
    <message>
        <source>q₂ (firm 2&apos;s output)</source>
        <translation>q₂ (firm 2&apos;s output)</translation>
    </message>
    <message>
        <source>Best response of firm 1</source>
        <translation>Best response of firm 1</translation>
    </message>
    <message>
        <source>Best response of firm 2</source>
        <translation>Best response of firm 2</translation>
    </message>
    <message>
        <source>Firm 1&apos;s iso-profit curve through the outcome</source>
        <translation>Firm 1&apos;s iso-profit curve through the outcome</translation>
    </message>
    <message>
        <source>Firm 2&apos;s iso-profit curve through the outcome</source>
        <translation>Firm 2&apos;s iso-profit curve through the outcome</translation>
    </message>
    <message>
        <source>Cournot</source>
        <translation>Cournot</translation>
    </message>
    <message>
        <source>Monopoly (firm 1 alone)</source>
        <translation>Monopoly (firm 1 alone)</translation>
    </message>
    <message>
        <source>Monopoly (firm 2 alone)</source>
        <translation>Monopoly (firm 2 alone)</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>Cartel</translation>
    </message>
    <message>
        <source>Cournot equilibrium</source>
        <translation>Cournot equilibrium</translation>
    </message>
    <message>
        <source>Subgame-perfect outcome</source>
        <translation>Subgame-perfect outcome</translation>
    </message>
    <message>
        <source>Undercutting: firm 1&apos;s profit when firm 2 charges %1</source>
        <translation>Undercutting: firm 1&apos;s profit when firm 2 charges %1</translation>
    </message>
    <message>
        <source>p₁ (firm 1&apos;s price)</source>
        <translation>p₁ (firm 1&apos;s price)</translation>
    </message>
    <message>
        <source>firm 1&apos;s profit</source>
        <translation>firm 1&apos;s profit</translation>
    </message>
    <message>
        <source>p₁ below p₂: the whole market</source>
        <translation>p₁ below p₂: the whole market</translation>
    </message>
    <message>
        <source>p₁ above p₂: no sales</source>
        <translation>p₁ above p₂: no sales</translation>
    </message>
    <message>
        <source>p₁ = p₂: the market split</source>
        <translation>p₁ = p₂: the market split</translation>
    </message>
    <message>
        <source>Equilibrium p₁ = p₂ = c</source>
        <translation>Equilibrium p₁ = p₂ = c</translation>
    </message>
    <message>
        <source>Price reaction lines p_i = (a + c + b·p_j)/2</source>
        <translation>Price reaction lines p_i = (a + c + b·p_j)/2</translation>
    </message>
    <message>
        <source>p₂ (firm 2&apos;s price)</source>
        <translation>p₂ (firm 2&apos;s price)</translation>
    </message>
    <message>
        <source>Best price of firm 1</source>
        <translation>Best price of firm 1</translation>
    </message>
    <message>
        <source>Best price of firm 2</source>
        <translation>Best price of firm 2</translation>
    </message>
    <message>
        <source>Simultaneous (Bertrand)</source>
        <translation>Simultaneous (Bertrand)</translation>
    </message>
    <message>
        <source>Bertrand equilibrium</source>
        <translation>Bertrand equilibrium</translation>
    </message>
    <message>
        <source>Price leadership outcome</source>
        <translation>Price leadership outcome</translation>
    </message>
    <message>
        <source>Entry deterrence: profits against the incumbent&apos;s output q₁</source>
        <translation>Entry deterrence: profits against the incumbent&apos;s output q₁</translation>
    </message>
    <message>
        <source>q₁ (incumbent&apos;s output)</source>
        <translation>q₁ (incumbent&apos;s output)</translation>
    </message>
    <message>
        <source>profit</source>
        <translation>profit</translation>
    </message>
    <message>
        <source>Entrant&apos;s best profit if it enters</source>
        <translation>Entrant&apos;s best profit if it enters</translation>
    </message>
    <message>
        <source>Incumbent&apos;s profit (the entrant replying)</source>
        <translation>Incumbent&apos;s profit (the entrant replying)</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>zero</translation>
    </message>
    <message>
        <source>Deterrence output</source>
        <translation>Deterrence output</translation>
    </message>
    <message>
        <source>Monopoly output</source>
        <translation>Monopoly output</translation>
    </message>
    <message>
        <source>Iterated elimination: the outputs left after each round close in on (a − c)/3</source>
        <translation>Iterated elimination: the outputs left after each round close in on (a − c)/3</translation>
    </message>
    <message>
        <source>q (a firm&apos;s output)</source>
        <translation>q (a firm&apos;s output)</translation>
    </message>
    <message>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <source>Outputs not yet eliminated</source>
        <translation>Outputs not yet eliminated</translation>
    </message>
    <message>
        <source>(a − c)/3, the Cournot output</source>
        <translation>(a − c)/3, the Cournot output</translation>
    </message>
    <message>
        <source>Stackelberg (firm 1 leads)</source>
        <translation>Stackelberg (firm 1 leads)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DuopolyEditor</name>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Reaction curves</source>
        <translation>Reaction curves</translation>
    </message>
    <message>
        <source>Best-response lines in the (q₁, q₂) plane, iso-profit curves, Cournot, Stackelberg, monopoly and cartel points</source>
        <translation>Best-response lines in the (q₁, q₂) plane, iso-profit curves, Cournot, Stackelberg, monopoly and cartel points</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>Price reaction lines, or the undercutting jump of homogeneous Bertrand</source>
        <translation>Price reaction lines, or the undercutting jump of homogeneous Bertrand</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>The entrant&apos;s best profit and the incumbent&apos;s profit against the incumbent&apos;s output</source>
        <translation>The entrant&apos;s best profit and the incumbent&apos;s profit against the incumbent&apos;s output</translation>
    </message>
    <message>
        <source>Cournot (quantities)</source>
        <translation>Cournot (quantities)</translation>
    </message>
    <message>
        <source>Stackelberg (firm 1 leads)</source>
        <translation>Stackelberg (firm 1 leads)</translation>
    </message>
    <message>
        <source>Bertrand (prices)</source>
        <translation>Bertrand (prices)</translation>
    </message>
    <message>
        <source>Price leadership (Stackelberg–Bertrand)</source>
        <translation>Price leadership (Stackelberg–Bertrand)</translation>
    </message>
    <message>
        <source>Entry deterrence</source>
        <translation>Entry deterrence</translation>
    </message>
    <message>
        <source>The model of competition (Ferguson §3.3)</source>
        <translation>The model of competition (Ferguson §3.3)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Model: %1</translation>
    </message>
    <message>
        <source>Demand intercept a:</source>
        <translation>Demand intercept a:</translation>
    </message>
    <message>
        <source>Price P = a − Q (quantity models), demand Q = a − P (price models)</source>
        <translation>Price P = a − Q (quantity models), demand Q = a − P (price models)</translation>
    </message>
    <message>
        <source>Unit cost c:</source>
        <translation>Unit cost c:</translation>
    </message>
    <message>
        <source>Cost of each unit, the same for every firm unless costs are given</source>
        <translation>Cost of each unit, the same for every firm unless costs are given</translation>
    </message>
    <message>
        <source>Substitution b:</source>
        <translation>Substitution b:</translation>
    </message>
    <message>
        <source>Differentiated demand q_i = a − p_i + b·p_j (0 &lt; b &lt; 2); leave empty for homogeneous Bertrand</source>
        <translation>Differentiated demand q_i = a − p_i + b·p_j (0 &lt; b &lt; 2); leave empty for homogeneous Bertrand</translation>
    </message>
    <message>
        <source>Costs c₁, c₂, …:</source>
        <translation>Costs c₁, c₂, …:</translation>
    </message>
    <message>
        <source>One unit cost per firm, e.g. 1, 3; leave empty for equal costs c</source>
        <translation>One unit cost per firm, e.g. 1, 3; leave empty for equal costs c</translation>
    </message>
    <message>
        <source>Fixed cost F:</source>
        <translation>Fixed cost F:</translation>
    </message>
    <message>
        <source>Entry: the entrant pays F if it produces, the incumbent always. Cournot: one sunk fixed cost per firm, e.g. 2, 1</source>
        <translation>Entry: the entrant pays F if it produces, the incumbent always. Cournot: one sunk fixed cost per firm, e.g. 2, 1</translation>
    </message>
    <message>
        <source>Number of firms (Cournot)</source>
        <translation>Number of firms (Cournot)</translation>
    </message>
    <message>
        <source>Firms N:</source>
        <translation>Firms N:</translation>
    </message>
    <message>
        <source>Firms: %1</source>
        <translation>Firms: %1</translation>
    </message>
    <message>
        <source>“%1” is not a number (use 3, -1/2 or 0.25).</source>
        <translation>“%1” is not a number (use 3, -1/2 or 0.25).</translation>
    </message>
    <message>
        <source>Fixed costs: %1</source>
        <translation>Fixed costs: %1</translation>
    </message>
    <message>
        <source>Costs: %1</source>
        <translation>Costs: %1</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Enter a number.</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>Set %1 = %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>No results: %1</source>
        <translation>No results: %1</translation>
    </message>
    <message>
        <source>Equilibrium</source>
        <translation>Equilibrium</translation>
    </message>
    <message>
        <source>Subgame-perfect outcome</source>
        <translation>Subgame-perfect outcome</translation>
    </message>
    <message>
        <source>Firm</source>
        <translation>Firm</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantity</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Profit</source>
        <translation>Profit</translation>
    </message>
    <message>
        <source>Total output %1</source>
        <translation>Total output %1</translation>
    </message>
    <message>
        <source>market price %1</source>
        <translation>market price %1</translation>
    </message>
    <message>
        <source>consumer surplus %1</source>
        <translation>consumer surplus %1</translation>
    </message>
    <message>
        <source>If both set prices at once (Bertrand)</source>
        <translation>If both set prices at once (Bertrand)</translation>
    </message>
    <message>
        <source>If both choose at once (Cournot)</source>
        <translation>If both choose at once (Cournot)</translation>
    </message>
    <message>
        <source>Monopoly:</source>
        <translation>Monopoly:</translation>
    </message>
    <message>
        <source>quantity %1, price %2, profit %3</source>
        <translation>quantity %1, price %2, profit %3</translation>
    </message>
    <message>
        <source>Cartel (joint profit shared):</source>
        <translation>Cartel (joint profit shared):</translation>
    </message>
    <message>
        <source>quantities %1, profits %2</source>
        <translation>quantities %1, profits %2</translation>
    </message>
    <message>
        <source>Iterated elimination of strictly dominated outputs:</source>
        <translation>Iterated elimination of strictly dominated outputs:</translation>
    </message>
    <message>
        <source>the bounds %1 … close in on %2 (upper and lower bounds alternate).</source>
        <translation>the bounds %1 … close in on %2 (upper and lower bounds alternate).</translation>
    </message>
    <message>
        <source>blockaded: the monopoly output already keeps the entrant out</source>
        <translation>blockaded: the monopoly output already keeps the entrant out</translation>
    </message>
    <message>
        <source>deterred: the incumbent produces the deterrence output</source>
        <translation>deterred: the incumbent produces the deterrence output</translation>
    </message>
    <message>
        <source>accommodated: the entrant comes in and the incumbent leads</source>
        <translation>accommodated: the entrant comes in and the incumbent leads</translation>
    </message>
    <message>
        <source>Entry is %1.</source>
        <translation>Entry is %1.</translation>
    </message>
    <message>
        <source>Deterrence output %1 with profit %2; monopoly output %3 with profit %4.</source>
        <translation>Deterrence output %1 with profit %2; monopoly output %3 with profit %4.</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>Elimination</translation>
    </message>
    <message>
        <source>Iterated elimination of strictly dominated outputs: the intervals shrinking to (a − c)/3</source>
        <translation>Iterated elimination of strictly dominated outputs: the intervals shrinking to (a − c)/3</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
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
    <message>
        <source>Player %1 does not have perfect recall (information set %2).</source>
        <translation>Player %1 does not have perfect recall (information set %2).</translation>
    </message>
    <message>
        <source>The payoffs are not zero-sum (nor constant-sum) at node %1.</source>
        <translation>The payoffs are not zero-sum (nor constant-sum) at node %1.</translation>
    </message>
    <message>
        <source>chance probabilities that do not sum to 1</source>
        <translation>chance probabilities that do not sum to 1</translation>
    </message>
    <message>
        <source>a negative chance probability</source>
        <translation>a negative chance probability</translation>
    </message>
    <message>
        <source>an information set met twice on one play</source>
        <translation>an information set met twice on one play</translation>
    </message>
    <message>
        <source>a player who forgets what they knew</source>
        <translation>a player who forgets what they knew</translation>
    </message>
    <message>
        <source>an end of play without payoffs</source>
        <translation>an end of play without payoffs</translation>
    </message>
    <message>
        <source>a problem in the tree</source>
        <translation>a problem in the tree</translation>
    </message>
    <message>
        <source>The tree is not valid at node %1: %2; see the problems listed beside the tree.</source>
        <translation>The tree is not valid at node %1: %2; see the problems listed beside the tree.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>The file is empty.</translation>
    </message>
    <message>
        <source>The file is not a text file (it contains a NUL byte).</source>
        <translation>The file is not a text file (it contains a NUL byte).</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>“%1” is a folder, not a file.</translation>
    </message>
    <message>
        <source>The file is nested more than %1 levels deep; no game needs that many.</source>
        <translation>The file is nested more than %1 levels deep; no game needs that many.</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>valid JSON</translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>the end of the text</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>The computation failed numerically (detail for a bug report: %1).</source>
        <translation>The computation failed numerically (detail for a bug report: %1).</translation>
    </message>
    <message>
        <source>%1 must be a string.</source>
        <translation>%1 must be a string.</translation>
    </message>
    <message>
        <source>%1 must be a list.</source>
        <translation>%1 must be a list.</translation>
    </message>
    <message>
        <source>%1 must be an object.</source>
        <translation>%1 must be an object.</translation>
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation>%1 must be a whole number.</translation>
    </message>
    <message>
        <source>%1 must be true or false.</source>
        <translation>%1 must be true or false.</translation>
    </message>
    <message>
        <source>%1 must not be negative (found %2).</source>
        <translation>%1 must not be negative (found %2).</translation>
    </message>
    <message>
        <source>%1 must be positive (found %2).</source>
        <translation>%1 must be positive (found %2).</translation>
    </message>
    <message>
        <source>%1 must be at least %2 (found %3).</source>
        <translation>%1 must be at least %2 (found %3).</translation>
    </message>
    <message>
        <source>%1 must be at most %2 (found %3).</source>
        <translation>%1 must be at most %2 (found %3).</translation>
    </message>
    <message>
        <source>%1 has no “%2”.</source>
        <translation>%1 has no “%2”.</translation>
    </message>
    <message>
        <source>%1 must have %2 entries, but has %3.</source>
        <translation>%1 must have %2 entries, but has %3.</translation>
    </message>
    <message>
        <source>%1 is %2, but there are only %3 (numbered from 0).</source>
        <translation>%1 is %2, but there are only %3 (numbered from 0).</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 (found %4).</source>
        <translation>%1 must be between %2 and %3 (found %4).</translation>
    </message>
    <message>
        <source>“%2”</source>
        <translation>“%2”</translation>
    </message>
    <message>
        <source>“%2” or “%3”</source>
        <translation>“%2” or “%3”</translation>
    </message>
    <message>
        <source>a string in double quotes</source>
        <translation>a string in double quotes</translation>
    </message>
    <message>
        <source>a value (“[”, “{”, a string, a number, true, false or null)</source>
        <translation>a value (“[”, “{”, a string, a number, true, false or null)</translation>
    </message>
    <message>
        <source>a number between -1e308 and 1e308 (write exact numbers as strings)</source>
        <translation>a number between -1e308 and 1e308 (write exact numbers as strings)</translation>
    </message>
    <message>
        <source>a closing “&quot;”</source>
        <translation>a closing “&quot;”</translation>
    </message>
    <message>
        <source>“NFG” (a Gambit .nfg file)</source>
        <translation>“NFG” (a Gambit .nfg file)</translation>
    </message>
    <message>
        <source>“EFG” (a Gambit .efg file)</source>
        <translation>“EFG” (a Gambit .efg file)</translation>
    </message>
    <message>
        <source>the format version %2</source>
        <translation>the format version %2</translation>
    </message>
    <message>
        <source>“R” or “D”</source>
        <translation>“R” or “D”</translation>
    </message>
    <message>
        <source>the title in double quotes</source>
        <translation>the title in double quotes</translation>
    </message>
    <message>
        <source>“{” before the player names</source>
        <translation>“{” before the player names</translation>
    </message>
    <message>
        <source>“{” before the strategies</source>
        <translation>“{” before the strategies</translation>
    </message>
    <message>
        <source>a player name in double quotes or “}”</source>
        <translation>a player name in double quotes or “}”</translation>
    </message>
    <message>
        <source>a strategy name in double quotes or “}”</source>
        <translation>a strategy name in double quotes or “}”</translation>
    </message>
    <message>
        <source>a positive number of strategies</source>
        <translation>a positive number of strategies</translation>
    </message>
    <message>
        <source>“}” after the strategies</source>
        <translation>“}” after the strategies</translation>
    </message>
    <message>
        <source>the outcome’s name in double quotes</source>
        <translation>the outcome’s name in double quotes</translation>
    </message>
    <message>
        <source>“}” after the outcome’s payoffs</source>
        <translation>“}” after the outcome’s payoffs</translation>
    </message>
    <message>
        <source>a payoff</source>
        <translation>a payoff</translation>
    </message>
    <message>
        <source>a payoff or “}”</source>
        <translation>a payoff or “}”</translation>
    </message>
    <message>
        <source>“{” or “}” in the outcome list</source>
        <translation>“{” or “}” in the outcome list</translation>
    </message>
    <message>
        <source>an outcome number</source>
        <translation>an outcome number</translation>
    </message>
    <message>
        <source>an outcome number (0 for none)</source>
        <translation>an outcome number (0 for none)</translation>
    </message>
    <message>
        <source>a node (“p”, “c” or “t”)</source>
        <translation>a node (“p”, “c” or “t”)</translation>
    </message>
    <message>
        <source>another node (“p”, “c” or “t”): the tree is incomplete</source>
        <translation>another node (“p”, “c” or “t”): the tree is incomplete</translation>
    </message>
    <message>
        <source>the node’s name in double quotes</source>
        <translation>the node’s name in double quotes</translation>
    </message>
    <message>
        <source>a player number</source>
        <translation>a player number</translation>
    </message>
    <message>
        <source>an information set number</source>
        <translation>an information set number</translation>
    </message>
    <message>
        <source>a chance probability</source>
        <translation>a chance probability</translation>
    </message>
    <message>
        <source>an action name in double quotes and its probability, or “}”</source>
        <translation>an action name in double quotes and its probability, or “}”</translation>
    </message>
    <message>
        <source>an action name in double quotes or “}”</source>
        <translation>an action name in double quotes or “}”</translation>
    </message>
    <message>
        <source>a payoff, N{…} or a player</source>
        <translation>a payoff, N{…} or a player</translation>
    </message>
    <message>
        <source>N or a player (I, II, III, P4, …)</source>
        <translation>N or a player (I, II, III, P4, …)</translation>
    </message>
    <message>
        <source>a label and “)”</source>
        <translation>a label and “)”</translation>
    </message>
    <message>
        <source>an action label</source>
        <translation>an action label</translation>
    </message>
    <message>
        <source>%1 must be a list of strategy labels or a number of strategies.</source>
        <translation>%1 must be a list of strategy labels or a number of strategies.</translation>
    </message>
    <message>
        <source>%1 must hold one payoff vector per pure profile (%2), but holds %3.</source>
        <translation>%1 must hold one payoff vector per pure profile (%2), but holds %3.</translation>
    </message>
    <message>
        <source>The game has no players.</source>
        <translation>The game has no players.</translation>
    </message>
    <message>
        <source>The game has %1 players, but strategies are given for %2.</source>
        <translation>The game has %1 players, but strategies are given for %2.</translation>
    </message>
    <message>
        <source>The game needs %1 payoffs, but the file ends after %2.</source>
        <translation>The game needs %1 payoffs, but the file ends after %2.</translation>
    </message>
    <message>
        <source>The file gives more payoffs than the %1 the game needs.</source>
        <translation>The file gives more payoffs than the %1 the game needs.</translation>
    </message>
    <message>
        <source>The game needs %1 outcome numbers, but the file ends after %2.</source>
        <translation>The game needs %1 outcome numbers, but the file ends after %2.</translation>
    </message>
    <message>
        <source>The file gives more outcome numbers than the %1 the game needs.</source>
        <translation>The file gives more outcome numbers than the %1 the game needs.</translation>
    </message>
    <message>
        <source>Outcome %1 must hold one payoff per player (%2), but holds %3.</source>
        <translation>Outcome %1 must hold one payoff per player (%2), but holds %3.</translation>
    </message>
    <message>
        <source>Outcome %1 does not exist: the outcomes are numbered from 1 to %2 (0 for none).</source>
        <translation>Outcome %1 does not exist: the outcomes are numbered from 1 to %2 (0 for none).</translation>
    </message>
    <message>
        <source>A zero-sum game has 2 players; the number of players here is %1.</source>
        <translation>A zero-sum game has 2 players; the number of players here is %1.</translation>
    </message>
    <message>
        <source>The game needs %1 payoff profiles, but the file gives %2.</source>
        <translation>The game needs %1 payoff profiles, but the file gives %2.</translation>
    </message>
    <message>
        <source>Every payoff profile of a two-player game needs 2 payoffs.</source>
        <translation>Every payoff profile of a two-player game needs 2 payoffs.</translation>
    </message>
    <message>
        <source>Text follows the end of the tree (%1): every node of the tree has been read.</source>
        <translation>Text follows the end of the tree (%1): every node of the tree has been read.</translation>
    </message>
    <message>
        <source>Outcome %1 is used, but its payoffs are never given.</source>
        <translation>Outcome %1 is used, but its payoffs are never given.</translation>
    </message>
    <message>
        <source>A whole number of at least %2 is expected here, but the file has “%1”.</source>
        <translation>A whole number of at least %2 is expected here, but the file has “%1”.</translation>
    </message>
    <message>
        <source>Player %1 does not exist (the number of players is %2).</source>
        <translation>Player %1 does not exist (the number of players is %2).</translation>
    </message>
    <message>
        <source>The probability of action “%1” must not be negative (found %2).</source>
        <translation>The probability of action “%1” must not be negative (found %2).</translation>
    </message>
    <message>
        <source>An information set needs at least one action.</source>
        <translation>An information set needs at least one action.</translation>
    </message>
    <message>
        <source>Information set %1 of this player has %2 actions at its first node but %3 here.</source>
        <translation>Information set %1 of this player has %2 actions at its first node but %3 here.</translation>
    </message>
    <message>
        <source>Information set %1 of this player appears for the first time without its list of actions.</source>
        <translation>Information set %1 of this player appears for the first time without its list of actions.</translation>
    </message>
    <message>
        <source>Outcome number %1 is larger than %2 (the %3 nodes so far + %4).</source>
        <translation>Outcome number %1 is larger than %2 (the %3 nodes so far + %4).</translation>
    </message>
    <message>
        <source>Player %1 is beyond the limit of %2 players.</source>
        <translation>Player %1 is beyond the limit of %2 players.</translation>
    </message>
    <message>
        <source>A leaf has %1 payoffs, but a tree has at most %2 players.</source>
        <translation>A leaf has %1 payoffs, but a tree has at most %2 players.</translation>
    </message>
    <message>
        <source>One-number leaves expand to %1 payoffs (%2 leaves × %3 players), more than the limit of %4.</source>
        <translation>One-number leaves expand to %1 payoffs (%2 leaves × %3 players), more than the limit of %4.</translation>
    </message>
    <message>
        <source>A leaf must hold one payoff per player (%1), but holds %2.</source>
        <translation>A leaf must hold one payoff per player (%1), but holds %2.</translation>
    </message>
    <message>
        <source>The nodes of set [%1] have different actions.</source>
        <translation>The nodes of set [%1] have different actions.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty list.</source>
        <translation>%1 must be a non-empty list.</translation>
    </message>
    <message>
        <source>%1 must be one of %2, but is “%3”.</source>
        <translation>%1 must be one of %2, but is “%3”.</translation>
    </message>
    <message>
        <source>%1 must be a positive whole number (found %2).</source>
        <translation>%1 must be a positive whole number (found %2).</translation>
    </message>
    <message>
        <source>%1 has %2 entries, more than the limit of %3.</source>
        <translation>%1 has %2 entries, more than the limit of %3.</translation>
    </message>
    <message>
        <source>The game has %1 players, more than the limit of %2.</source>
        <translation>The game has %1 players, more than the limit of %2.</translation>
    </message>
    <message>
        <source>The tree has %1 nodes, more than the limit of %2.</source>
        <translation>The tree has %1 nodes, more than the limit of %2.</translation>
    </message>
    <message>
        <source>A game of %1 strategies has more than %2 cells (strategy profiles).</source>
        <translation>A game of %1 strategies has more than %2 cells (strategy profiles).</translation>
    </message>
    <message>
        <source>A game of %1 strategies has %2 cells × %3 players = %4 payoffs, more than the limit of %5.</source>
        <translation>A game of %1 strategies has %2 cells × %3 players = %4 payoffs, more than the limit of %5.</translation>
    </message>
    <message>
        <source>The input has %1 bytes, more than the limit of %2 bytes.</source>
        <translation>The input has %1 bytes, more than the limit of %2 bytes.</translation>
    </message>
    <message>
        <source>The input has more than %1 bytes, more than the limit of %2 bytes.</source>
        <translation>The input has more than %1 bytes, more than the limit of %2 bytes.</translation>
    </message>
    <message>
        <source>The document is of kind “%1”, but “%2” is expected here.</source>
        <translation>The document is of kind “%1”, but “%2” is expected here.</translation>
    </message>
    <message>
        <source>The text is neither a .nfg file nor a .gamelab document.</source>
        <translation>The text is neither a .nfg file nor a .gamelab document.</translation>
    </message>
    <message>
        <source>This is an extensive-form (.efg) file; a strategic-form (.nfg) file is expected here.</source>
        <translation>This is an extensive-form (.efg) file; a strategic-form (.nfg) file is expected here.</translation>
    </message>
    <message>
        <source>The document must be a JSON object.</source>
        <translation>The document must be a JSON object.</translation>
    </message>
    <message>
        <source>The document has no “%1”.</source>
        <translation>The document has no “%1”.</translation>
    </message>
    <message>
        <source>%1 must hold one payoff per player (%2), but holds %3.</source>
        <translation>%1 must hold one payoff per player (%2), but holds %3.</translation>
    </message>
    <message>
        <source>%1 must hold one probability per action (%2), but holds %3.</source>
        <translation>%1 must hold one probability per action (%2), but holds %3.</translation>
    </message>
    <message>
        <source>%1 must be a player number from 1 to %2 or “chance”.</source>
        <translation>%1 must be a player number from 1 to %2 or “chance”.</translation>
    </message>
    <message>
        <source>%1: only chance information sets have probabilities.</source>
        <translation>%1: only chance information sets have probabilities.</translation>
    </message>
    <message>
        <source>%1: another information set of the same player already has the number %2.</source>
        <translation>%1: another information set of the same player already has the number %2.</translation>
    </message>
    <message>
        <source>%1 lists the root (node 0) as a child.</source>
        <translation>%1 lists the root (node 0) as a child.</translation>
    </message>
    <message>
        <source>%1: node %2 lists itself as a child (a cycle).</source>
        <translation>%1: node %2 lists itself as a child (a cycle).</translation>
    </message>
    <message>
        <source>%1: node %2 has two parents (nodes %3 and %4); a node of a tree has one.</source>
        <translation>%1: node %2 has two parents (nodes %3 and %4); a node of a tree has one.</translation>
    </message>
    <message>
        <source>%1: node %2 has no children but belongs to information set %3.</source>
        <translation>%1: node %2 has no children but belongs to information set %3.</translation>
    </message>
    <message>
        <source>%1 has children but no “infoset” saying who moves there.</source>
        <translation>%1 has children but no “infoset” saying who moves there.</translation>
    </message>
    <message>
        <source>%1: the number of children (%2) differs from the number of actions of information set %3 (%4).</source>
        <translation>%1: the number of children (%2) differs from the number of actions of information set %3 (%4).</translation>
    </message>
    <message>
        <source>%1 is the information set of no node.</source>
        <translation>%1 is the information set of no node.</translation>
    </message>
    <message>
        <source>Nodes %2 form a cycle (at %1).</source>
        <translation>Nodes %2 form a cycle (at %1).</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the root (node 0).</source>
        <translation>%1 cannot be reached from the root (node 0).</translation>
    </message>
    <message>
        <source>%1 must be a pair [a, b] of whole numbers.</source>
        <translation>%1 must be a pair [a, b] of whole numbers.</translation>
    </message>
    <message>
        <source>%1 must be a pair of numbers [x, y].</source>
        <translation>%1 must be a pair of numbers [x, y].</translation>
    </message>
    <message>
        <source>%1 must hold one point per vertex (%2), but holds %3.</source>
        <translation>%1 must hold one point per vertex (%2), but holds %3.</translation>
    </message>
    <message>
        <source>%1 may hold only H (heads) and T (tails), but holds “%2”.</source>
        <translation>%1 may hold only H (heads) and T (tails), but holds “%2”.</translation>
    </message>
    <message>
        <source>%1 must be true/false or 1/0.</source>
        <translation>%1 must be true/false or 1/0.</translation>
    </message>
    <message>
        <source>%1 must be a string of H and T or a list of booleans.</source>
        <translation>%1 must be a string of H and T or a list of booleans.</translation>
    </message>
    <message>
        <source>%1 must hold one rule, or one per heap (%2), but holds %3.</source>
        <translation>%1 must hold one rule, or one per heap (%2), but holds %3.</translation>
    </message>
    <message>
        <source>%1 must be a rule spec or a list of them.</source>
        <translation>%1 must be a rule spec or a list of them.</translation>
    </message>
    <message>
        <source>“%2” is played with Nim moves; %1 must be “nim”.</source>
        <translation>“%2” is played with Nim moves; %1 must be “nim”.</translation>
    </message>
    <message>
        <source>%1: square %2 is off the strip of %3 squares.</source>
        <translation>%1: square %2 is off the strip of %3 squares.</translation>
    </message>
    <message>
        <source>%1 is off the %2 × %2 board.</source>
        <translation>%1 is off the %2 × %2 board.</translation>
    </message>
    <message>
        <source>%1: a checker is off the board of width %2.</source>
        <translation>%1: a checker is off the board of width %2.</translation>
    </message>
    <message>
        <source>%1: both checkers are on one square.</source>
        <translation>%1: both checkers are on one square.</translation>
    </message>
    <message>
        <source>%1 must be “greater” (a coalition wins if its weight is above the quota) or “at-least” (if its weight reaches the quota).</source>
        <translation>%1 must be “greater” (a coalition wins if its weight is above the quota) or “at-least” (if its weight reaches the quota).</translation>
    </message>
    <message>
        <source>%1 must be a list of names or a number of players.</source>
        <translation>%1 must be a list of names or a number of players.</translation>
    </message>
    <message>
        <source>%1 needs “v” (one value per coalition) or “voting” (quota and weights).</source>
        <translation>%1 needs “v” (one value per coalition) or “voting” (quota and weights).</translation>
    </message>
    <message>
        <source>%1: the number of weights (%2) differs from the number of players (%3).</source>
        <translation>%1: the number of weights (%2) differs from the number of players (%3).</translation>
    </message>
    <message>
        <source>%1 must have 2^n entries, one per coalition of n players with the empty one first (found %2).</source>
        <translation>%1 must have 2^n entries, one per coalition of n players with the empty one first (found %2).</translation>
    </message>
    <message>
        <source>%1 players as a full table need 2^%1 coalition values; a table allows at most %2 players (give “voting” for a voting game).</source>
        <translation>%1 players as a full table need 2^%1 coalition values; a table allows at most %2 players (give “voting” for a voting game).</translation>
    </message>
    <message>
        <source>%1 has no value (every coalition needs one; write 0 for none).</source>
        <translation>%1 has no value (every coalition needs one; write 0 for none).</translation>
    </message>
    <message>
        <source>%1, the value of the empty coalition, must be 0 (found %2).</source>
        <translation>%1, the value of the empty coalition, must be 0 (found %2).</translation>
    </message>
    <message>
        <source>%1 is %2, but the voting rule gives %3.</source>
        <translation>%1 is %2, but the voting rule gives %3.</translation>
    </message>
    <message>
        <source>“%1” is not an octal code such as 0.77.</source>
        <translation>“%1” is not an octal code such as 0.77.</translation>
    </message>
    <message>
        <source>“%1” is not a hex code such as 0.F.</source>
        <translation>“%1” is not a hex code such as 0.F.</translation>
    </message>
    <message>
        <source>The number of digits in the code is %1, but the limit is %2.</source>
        <translation>The number of digits in the code is %1, but the limit is %2.</translation>
    </message>
    <message>
        <source>“%1” in “%2” is not an octal digit (0 to 7).</source>
        <translation>“%1” in “%2” is not an octal digit (0 to 7).</translation>
    </message>
    <message>
        <source>“%1” in “%2” is not a hexadecimal digit (0 to 9, A to F).</source>
        <translation>“%1” in “%2” is not a hexadecimal digit (0 to 9, A to F).</translation>
    </message>
    <message>
        <source>“%1” repeats its last digit (“...”) but has no digit after the point.</source>
        <translation>“%1” repeats its last digit (“...”) but has no digit after the point.</translation>
    </message>
    <message>
        <source>The subtraction set is empty.</source>
        <translation>The subtraction set is empty.</translation>
    </message>
    <message>
        <source>“%1” in the subtraction set is not a whole number.</source>
        <translation>“%1” in the subtraction set is not a whole number.</translation>
    </message>
    <message>
        <source>The subtraction set holds %1, but its numbers must be from 1 to %2.</source>
        <translation>The subtraction set holds %1, but its numbers must be from 1 to %2.</translation>
    </message>
    <message>
        <source>“%1” needs a code after a colon, such as %1:0.77.</source>
        <translation>“%1” needs a code after a colon, such as %1:0.77.</translation>
    </message>
    <message>
        <source>“%1” takes nothing after a colon (found “%2”).</source>
        <translation>“%1” takes nothing after a colon (found “%2”).</translation>
    </message>
    <message>
        <source>“%1” is not the name of a heap rule.</source>
        <translation>“%1” is not the name of a heap rule.</translation>
    </message>
    <message>
        <source>“%1” is not a coin rule (the rules are turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:S and one-or-two:S).</source>
        <translation>“%1” is not a coin rule (the rules are turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:S and one-or-two:S).</translation>
    </message>
    <message>
        <source>No rule was given.</source>
        <translation>No rule was given.</translation>
    </message>
    <message>
        <source>No code was given (such as 0.77).</source>
        <translation>No code was given (such as 0.77).</translation>
    </message>
    <message>
        <source>k must be a whole number from %2 to %3 (found “%1”).</source>
        <translation>k must be a whole number from %2 to %3 (found “%1”).</translation>
    </message>
    <message>
        <source>Values up to heap %1 were asked for, but the limit is %2.</source>
        <translation>Values up to heap %1 were asked for, but the limit is %2.</translation>
    </message>
    <message>
        <source>There is not enough memory for the values up to heap %1.</source>
        <translation>There is not enough memory for the values up to heap %1.</translation>
    </message>
    <message>
        <source>The misère analysis up to heap %1 needs more than %2 positions.</source>
        <translation>The misère analysis up to heap %1 needs more than %2 positions.</translation>
    </message>
    <message>
        <source>The analysis needs more than %1 positions.</source>
        <translation>The analysis needs more than %1 positions.</translation>
    </message>
    <message>
        <source>The number of arcs is %1, but the limit is %2.</source>
        <translation>The number of arcs is %1, but the limit is %2.</translation>
    </message>
    <message>
        <source>The Wythoff board size must be from 0 to %2 (found %1).</source>
        <translation>The Wythoff board size must be from 0 to %2 (found %1).</translation>
    </message>
    <message>
        <source>The number of stones must be from %2 to %3 (found %1).</source>
        <translation>The number of stones must be from %2 to %3 (found %1).</translation>
    </message>
    <message>
        <source>The number of rows must be from %2 to %3 (found %1).</source>
        <translation>The number of rows must be from %2 to %3 (found %1).</translation>
    </message>
    <message>
        <source>Row %1 has length %2, but a length must be from 0 to %3.</source>
        <translation>Row %1 has length %2, but a length must be from 0 to %3.</translation>
    </message>
    <message>
        <source>The number of non-empty rows is %1, but the limit is %2.</source>
        <translation>The number of non-empty rows is %1, but the limit is %2.</translation>
    </message>
    <message>
        <source>The rows hold no sticks.</source>
        <translation>The rows hold no sticks.</translation>
    </message>
    <message>
        <source>%1 names vertex %2, but the number of vertices is %3 (numbered from 0).</source>
        <translation>%1 names vertex %2, but the number of vertices is %3 (numbered from 0).</translation>
    </message>
    <message>
        <source>The picture has no ground vertex 0 (the number of vertices is %1).</source>
        <translation>The picture has no ground vertex 0 (the number of vertices is %1).</translation>
    </message>
    <message>
        <source>Misère play is not supported for this game.</source>
        <translation>Misère play is not supported for this game.</translation>
    </message>
    <message>
        <source>No move is possible in this position.</source>
        <translation>No move is possible in this position.</translation>
    </message>
    <message>
        <source>The position has no component %1.</source>
        <translation>The position has no component %1.</translation>
    </message>
    <message>
        <source>Queen %1 stands at (%2, %3), off the board of size %4.</source>
        <translation>Queen %1 stands at (%2, %3), off the board of size %4.</translation>
    </message>
    <message>
        <source>The number of rules is %1 and the number of heaps is %2; give one rule, or one rule per heap.</source>
        <translation>The number of rules is %1 and the number of heaps is %2; give one rule, or one rule per heap.</translation>
    </message>
    <message>
        <source>Row %1 has its checkers on squares %2 and %3, but they must stand on different squares of a board of width %4 (numbered from 0).</source>
        <translation>Row %1 has its checkers on squares %2 and %3, but they must stand on different squares of a board of width %4 (numbered from 0).</translation>
    </message>
    <message>
        <source>A position can be reached from itself, so the game has no Grundy values.</source>
        <translation>A position can be reached from itself, so the game has no Grundy values.</translation>
    </message>
    <message>
        <source>%1 must be a number from 0 to 1 (found %2).</source>
        <translation>%1 must be a number from 0 to 1 (found %2).</translation>
    </message>
    <message>
        <source>This needs a game of 2 players; this game has %1.</source>
        <translation>This needs a game of 2 players; this game has %1.</translation>
    </message>
    <message>
        <source>This analysis needs the table of coalition values, which is kept only for games of up to %2 players; this game has %1.</source>
        <translation>This analysis needs the table of coalition values, which is kept only for games of up to %2 players; this game has %1.</translation>
    </message>
    <message>
        <source>The game has no imputation: the players get %1 alone but only %2 together.</source>
        <translation>The game has no imputation: the players get %1 alone but only %2 together.</translation>
    </message>
    <message>
        <source>The game is not essential (v(N) − Σ v({i}) = %1 is not positive), so it has no (0, 1)-normalisation.</source>
        <translation>The game is not essential (v(N) − Σ v({i}) = %1 is not positive), so it has no (0, 1)-normalisation.</translation>
    </message>
    <message>
        <source>The game is not simple (a value other than 0 and 1, or a losing coalition containing a winning one).</source>
        <translation>The game is not simple (a value other than 0 and 1, or a losing coalition containing a winning one).</translation>
    </message>
    <message>
        <source>The number of players changes along the path (%1, then %2).</source>
        <translation>The number of players changes along the path (%1, then %2).</translation>
    </message>
    <message>
        <source>The carrier must be a non-empty coalition of the players, not %1.</source>
        <translation>The carrier must be a non-empty coalition of the players, not %1.</translation>
    </message>
    <message>
        <source>The weights are too large to count swings exactly (their sum exceeds %1).</source>
        <translation>The weights are too large to count swings exactly (their sum exceeds %1).</translation>
    </message>
    <message>
        <source>Counting swings would need a table of more than %1 cells.</source>
        <translation>Counting swings would need a table of more than %1 cells.</translation>
    </message>
    <message>
        <source>The graphical method for 2 × n games needs 2 rows; the game is %1.</source>
        <translation>The graphical method for 2 × n games needs 2 rows; the game is %1.</translation>
    </message>
    <message>
        <source>The graphical method for m × 2 games needs 2 columns; the game is %1.</source>
        <translation>The graphical method for m × 2 games needs 2 columns; the game is %1.</translation>
    </message>
    <message>
        <source>The graphical method needs 2 rows or 2 columns; the game is %1.</source>
        <translation>The graphical method needs 2 rows or 2 columns; the game is %1.</translation>
    </message>
    <message>
        <source>This needs a 2 × 2 game; the game is %1.</source>
        <translation>This needs a 2 × 2 game; the game is %1.</translation>
    </message>
    <message>
        <source>This needs a square matrix, not %1.</source>
        <translation>This needs a square matrix, not %1.</translation>
    </message>
    <message>
        <source>%1 must not be empty.</source>
        <translation>%1 must not be empty.</translation>
    </message>
    <message>
        <source>%1 names a strategy twice.</source>
        <translation>%1 names a strategy twice.</translation>
    </message>
    <message>
        <source>The pivot method has already finished.</source>
        <translation>The pivot method has already finished.</translation>
    </message>
    <message>
        <source>Column %1 has no negative entry in the bottom row, so it cannot be pivoted on.</source>
        <translation>Column %1 has no negative entry in the bottom row, so it cannot be pivoted on.</translation>
    </message>
    <message>
        <source>The entry in row %1, column %2 is not positive, so it cannot be the pivot.</source>
        <translation>The entry in row %1, column %2 is not positive, so it cannot be the pivot.</translation>
    </message>
    <message>
        <source>Row %1 does not have the smallest ratio in column %2, so it cannot be the pivot.</source>
        <translation>Row %1 does not have the smallest ratio in column %2, so it cannot be the pivot.</translation>
    </message>
    <message>
        <source>The pivot method shows games up to %2; this one is %1.</source>
        <translation>The pivot method shows games up to %2; this one is %1.</translation>
    </message>
    <message>
        <source>A die must have between %2 and %3 sides, not %1.</source>
        <translation>A die must have between %2 and %3 sides, not %1.</translation>
    </message>
    <message>
        <source>The strategic form would have %1 strategies, more than %2 cells.</source>
        <translation>The strategic form would have %1 strategies, more than %2 cells.</translation>
    </message>
    <message>
        <source>This program does not know documents of kind “%1” (a newer version may).</source>
        <translation>This program does not know documents of kind “%1” (a newer version may).</translation>
    </message>
    <message>
        <source>The unit cost %1 = %2 must be below the demand intercept a = %3; otherwise no firm would produce.</source>
        <translation>The unit cost %1 = %2 must be below the demand intercept a = %3; otherwise no firm would produce.</translation>
    </message>
    <message>
        <source>The substitution parameter b must be above 0 and below 2 (found %1); otherwise there is no interior price equilibrium.</source>
        <translation>The substitution parameter b must be above 0 and below 2 (found %1); otherwise there is no interior price equilibrium.</translation>
    </message>
    <message>
        <source>With b = %1 (b squared at least 2) the price leader&apos;s profit grows without bound; the Stackelberg-Bertrand model needs b squared below 2.</source>
        <translation>With b = %1 (b squared at least 2) the price leader&apos;s profit grows without bound; the Stackelberg-Bertrand model needs b squared below 2.</translation>
    </message>
    <message>
        <source>The %1 model needs the parameter %2.</source>
        <translation>The %1 model needs the parameter %2.</translation>
    </message>
    <message>
        <source>The %1 model does not use the parameter %2.</source>
        <translation>The %1 model does not use the parameter %2.</translation>
    </message>
    <message>
        <source>Firm %1 would produce %2, a negative quantity, in the interior Cournot formula; its cost is too high for an interior equilibrium.</source>
        <translation>Firm %1 would produce %2, a negative quantity, in the interior Cournot formula; its cost is too high for an interior equilibrium.</translation>
    </message>
    <message>
        <source>The feasible set has no points: give at least one payoff pair.</source>
        <translation>The feasible set has no points: give at least one payoff pair.</translation>
    </message>
    <message>
        <source>Node %1 is a chance node. The kingmaker analysis needs a tree without chance.</source>
        <translation>Node %1 is a chance node. The kingmaker analysis needs a tree without chance.</translation>
    </message>
    <message>
        <source>Node %1 shares its information set with %2 nodes. The kingmaker analysis needs perfect information.</source>
        <translation>Node %1 shares its information set with %2 nodes. The kingmaker analysis needs perfect information.</translation>
    </message>
    <message>
        <source>The play ending at node %1 pays %2. In a win/lose game every play pays 1 to exactly one player and 0 to the others.</source>
        <translation>The play ending at node %1 pays %2. In a win/lose game every play pays 1 to exactly one player and 0 to the others.</translation>
    </message>
    <message>
        <source>The game has %1 players. The kingmaker analysis needs from %2 to %3.</source>
        <translation>The game has %1 players. The kingmaker analysis needs from %2 to %3.</translation>
    </message>
    <message>
        <source>Unexpected %1: expected a player letter (a–z for a move, A–Z for a win), “(”, “,” or “)”.</source>
        <translation>Unexpected %1: expected a player letter (a–z for a move, A–Z for a win), “(”, “,” or “)”.</translation>
    </message>
    <message>
        <source>The letter %1 names a player beyond the %2 players of the game.</source>
        <translation>The letter %1 names a player beyond the %2 players of the game.</translation>
    </message>
    <message>
        <source>In state %1, cell %2: the probabilities of moving on sum to %3, more than 1.</source>
        <translation>In state %1, cell %2: the probabilities of moving on sum to %3, more than 1.</translation>
    </message>
    <message>
        <source>In state %1, cell %2: the probability %3 is negative.</source>
        <translation>In state %1, cell %2: the probability %3 is negative.</translation>
    </message>
    <message>
        <source>In state %2, cell %3: there is no state named %1.</source>
        <translation>In state %2, cell %3: there is no state named %1.</translation>
    </message>
    <message>
        <source>Two states are named %1; give each state its own name.</source>
        <translation>Two states are named %1; give each state its own name.</translation>
    </message>
    <message>
        <source>State %1 has no name.</source>
        <translation>State %1 has no name.</translation>
    </message>
    <message>
        <source>State %1 has no rows or no columns.</source>
        <translation>State %1 has no rows or no columns.</translation>
    </message>
    <message>
        <source>Play can stay in the states %1 forever with probability 1, and the game gives no payoff Q for infinite play: give Q, or let these cells stop with some probability.</source>
        <translation>Play can stay in the states %1 forever with probability 1, and the game gives no payoff Q for infinite play: give Q, or let these cells stop with some probability.</translation>
    </message>
    <message>
        <source>The state %1 appears twice in one cell; add its probabilities into one term.</source>
        <translation>The state %1 appears twice in one cell; add its probabilities into one term.</translation>
    </message>
    <message>
        <source>Unexpected %1: expected a number, a state name, + or −.</source>
        <translation>Unexpected %1: expected a number, a state name, + or −.</translation>
    </message>
    <message>
        <source>The bet size must be a positive number (found %1).</source>
        <translation>The bet size must be a positive number (found %1).</translation>
    </message>
    <message>
        <source>Unexpected %1 in the game expression.</source>
        <translation>Unexpected %1 in the game expression.</translation>
    </message>
    <message>
        <source>%1 is not a dyadic fraction: the numbers of a short game have a power of 2 as denominator.</source>
        <translation>%1 is not a dyadic fraction: the numbers of a short game have a power of 2 as denominator.</translation>
    </message>
    <message>
        <source>The game is nested %1 deep; at most %2 can be analysed.</source>
        <translation>The game is nested %1 deep; at most %2 can be analysed.</translation>
    </message>
    <message>
        <source>Unknown ruleset %1 (known: %2).</source>
        <translation>Unknown ruleset %1 (known: %2).</translation>
    </message>
    <message>
        <source>The board is not a rectangle: row %1 has %2 cells, the first row %3.</source>
        <translation>The board is not a rectangle: row %1 has %2 cells, the first row %3.</translation>
    </message>
    <message>
        <source>Unexpected %1 on the board (allowed: %2).</source>
        <translation>Unexpected %1 on the board (allowed: %2).</translation>
    </message>
    <message>
        <source>%1 is not an edge u-v:C with vertex numbers and C one of L, R, G.</source>
        <translation>%1 is not an edge u-v:C with vertex numbers and C one of L, R, G.</translation>
    </message>
    <message>
        <source>%1 is not a cake size WxH with positive whole numbers.</source>
        <translation>%1 is not a cake size WxH with positive whole numbers.</translation>
    </message>
    <message>
        <source>The position is too large (%1; at most %2).</source>
        <translation>The position is too large (%1; at most %2).</translation>
    </message>
    <message>
        <source>The game has %1 pure strategy profiles; at most %2 can be analysed.</source>
        <translation>The game has %1 pure strategy profiles; at most %2 can be analysed.</translation>
    </message>
    <message>
        <source>The game has %1 states; at most %2 can be analysed.</source>
        <translation>The game has %1 states; at most %2 can be analysed.</translation>
    </message>
    <message>
        <source>A player has %1 strategies; at most %2 can be analysed.</source>
        <translation>A player has %1 strategies; at most %2 can be analysed.</translation>
    </message>
    <message>
        <source>%1 supports would have to be tried; at most %2 are.</source>
        <translation>%1 supports would have to be tried; at most %2 are.</translation>
    </message>
    <message>
        <source>The payoffs lie about %1 orders of magnitude apart: the value could not be proved, and floating point cannot hold them together.</source>
        <translation>The payoffs lie about %1 orders of magnitude apart: the value could not be proved, and floating point cannot hold them together.</translation>
    </message>
    <message>
        <source>*%1 is larger than *%2, the largest nimber built explicitly; a larger one is computed only in sums and differences of numbers and nimbers.</source>
        <translation>*%1 is larger than *%2, the largest nimber built explicitly; a larger one is computed only in sums and differences of numbers and nimbers.</translation>
    </message>
    <message>
        <source>%1 must be a finite number (found %2).</source>
        <translation>%1 must be a finite number (found %2).</translation>
    </message>
    <message>
        <source>%1 must be larger than the value before it (found %2 after %3).</source>
        <translation>%1 must be larger than the value before it (found %2 after %3).</translation>
    </message>
    <message>
        <source>%1: the expression &quot;%2&quot; cannot be read at column %3 (found &quot;%4&quot;).</source>
        <translation>%1: the expression &quot;%2&quot; cannot be read at column %3 (found &quot;%4&quot;).</translation>
    </message>
    <message>
        <source>%1: the expression &quot;%2&quot; ends too early.</source>
        <translation>%1: the expression &quot;%2&quot; ends too early.</translation>
    </message>
    <message>
        <source>%1: the expression is too long (%2 characters; at most %3).</source>
        <translation>%1: the expression is too long (%2 characters; at most %3).</translation>
    </message>
    <message>
        <source>%1: the expression &quot;%2&quot; divides by zero at %3.</source>
        <translation>%1: the expression &quot;%2&quot; divides by zero at %3.</translation>
    </message>
    <message>
        <source>%1: there is no parameter named &quot;%2&quot;.</source>
        <translation>%1: there is no parameter named &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a parameter name (a letter, then letters, digits or _).</source>
        <translation>%1: &quot;%2&quot; is not a parameter name (a letter, then letters, digits or _).</translation>
    </message>
    <message>
        <source>Parameter %1 = %2 is outside its range [%3, %4].</source>
        <translation>Parameter %1 = %2 is outside its range [%3, %4].</translation>
    </message>
    <message>
        <source>Parameter %1: its range [%2, %3] is empty.</source>
        <translation>Parameter %1: its range [%2, %3] is empty.</translation>
    </message>
    <message>
        <source>Parameter %1 needs a range (min and max) to be swept.</source>
        <translation>Parameter %1 needs a range (min and max) to be swept.</translation>
    </message>
    <message>
        <source>The sweep is too large (%1; at most %2).</source>
        <translation>The sweep is too large (%1; at most %2).</translation>
    </message>
    <message>
        <source>Node %1 lies in an information set of %2 nodes: the subgame-perfect sweep needs perfect information (a zero-sum tree can be swept by its value).</source>
        <translation>Node %1 lies in an information set of %2 nodes: the subgame-perfect sweep needs perfect information (a zero-sum tree can be swept by its value).</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::EssenceCanvas</name>
    <message>
        <source>Node %1: leaf, %2 wins</source>
        <translation>Node %1: leaf, %2 wins</translation>
    </message>
    <message>
        <source>Node %1: %2 moves; a strict kingmaker node (cannot win, decides who does)</source>
        <translation>Node %1: %2 moves; a strict kingmaker node (cannot win, decides who does)</translation>
    </message>
    <message>
        <source>Node %1: %2 moves</source>
        <translation>Node %1: %2 moves</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>No game.</translation>
    </message>
    <message>
        <source>The tree has %1 nodes, too many to draw (at most %2). Reduce it first.</source>
        <translation>The tree has %1 nodes, too many to draw (at most %2). Reduce it first.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::EssenceView</name>
    <message>
        <source>Collapse: a forced-win node becomes a leaf</source>
        <translation>Collapse: a forced-win node becomes a leaf</translation>
    </message>
    <message>
        <source>Rule 1: single child</source>
        <translation>Rule 1: single child</translation>
    </message>
    <message>
        <source>Rule 2: same mover as the parent</source>
        <translation>Rule 2: same mover as the parent</translation>
    </message>
    <message>
        <source>Rule 3: duplicate forced win</source>
        <translation>Rule 3: duplicate forced win</translation>
    </message>
    <message>
        <source>Rule 4: duplicate kingmaker</source>
        <translation>Rule 4: duplicate kingmaker</translation>
    </message>
    <message>
        <source>Rule 5: never chosen</source>
        <translation>Rule 5: never chosen</translation>
    </message>
    <message>
        <source>Rule 6: always chosen</source>
        <translation>Rule 6: always chosen</translation>
    </message>
    <message>
        <source>No strategy (rules 1–4)</source>
        <translation>No strategy (rules 1–4)</translation>
    </message>
    <message>
        <source>kmn-η (reachable nodes)</source>
        <translation>kmn-η (reachable nodes)</translation>
    </message>
    <message>
        <source>SP-1EP (reachable nodes)</source>
        <translation>SP-1EP (reachable nodes)</translation>
    </message>
    <message>
        <source>Strategies that fix rules 5–6 first: the children a node never chooses are deleted and a child chosen surely replaces its parent (Table 5.2).</source>
        <translation>Strategies that fix rules 5–6 first: the children a node never chooses are deleted and a child chosen surely replaces its parent (Table 5.2).</translation>
    </message>
    <message>
        <source>One &amp;step</source>
        <translation>One &amp;step</translation>
    </message>
    <message>
        <source>Apply the next transformation</source>
        <translation>Apply the next transformation</translation>
    </message>
    <message>
        <source>&amp;All steps</source>
        <translation>&amp;All steps</translation>
    </message>
    <message>
        <source>Apply every remaining transformation</source>
        <translation>Apply every remaining transformation</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Back to the original tree</source>
        <translation>Back to the original tree</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>Strategy:</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>Reading:</translation>
    </message>
    <message>
        <source>Decision nodes, leaves and strict kingmaker nodes, as in the thesis&apos;s Table 5.2</source>
        <translation>Decision nodes, leaves and strict kingmaker nodes, as in the thesis&apos;s Table 5.2</translation>
    </message>
    <message>
        <source>The transformations applied, in order; click one to select its node in the tree</source>
        <translation>The transformations applied, in order; click one to select its node in the tree</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>The tree is reduced: no rule applies.</source>
        <translation>The tree is reduced: no rule applies.</translation>
    </message>
    <message>
        <source>Reducing…</source>
        <translation>Reducing…</translation>
    </message>
    <message>
        <source>Equivalence transformations</source>
        <translation>Equivalence transformations</translation>
    </message>
    <message>
        <source>No binary game.</source>
        <translation>No binary game.</translation>
    </message>
    <message>
        <source>Before: %1    Now: %2</source>
        <translation>Before: %1    Now: %2</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>node %1</translation>
    </message>
    <message>
        <source>%1. %2 at %3</source>
        <translation>%1. %2 at %3</translation>
    </message>
    <message>
        <source>Node %1 of the tree in the editor.</source>
        <translation>Node %1 of the tree in the editor.</translation>
    </message>
    <message>
        <source>Node %1 in pre-order of the tree before this step.</source>
        <translation>Node %1 in pre-order of the tree before this step.</translation>
    </message>
    <message numerus="yes">
        <source>%n kingmaker(s)</source>
        <translation>
            <numerusform>%n kingmaker</numerusform>
            <numerusform>%n kingmakers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ExpressionField</name>
    <message>
        <source>A game: {L1,L2|R1}, numbers (3/4), *n, ^ (↑), v (↓), +-x (±x), sums and differences; {a||b|c} is {a|{b|c}}</source>
        <translation>A game: {L1,L2|R1}, numbers (3/4), *n, ^ (↑), v (↓), +-x (±x), sums and differences; {a||b|c} is {a|{b|c}}</translation>
    </message>
    <message>
        <source>Insert up ↑ = {0|*}</source>
        <translation>Insert up ↑ = {0|*}</translation>
    </message>
    <message>
        <source>Insert down ↓ = {*|0}</source>
        <translation>Insert down ↓ = {*|0}</translation>
    </message>
    <message>
        <source>Insert star * = {0|0}</source>
        <translation>Insert star * = {0|0}</translation>
    </message>
    <message>
        <source>Insert ±: ±x = {x|−x}</source>
        <translation>Insert ±: ±x = {x|−x}</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Column %1: </translation>
    </message>
    <message>
        <source>The expression ends too soon: something is missing here (a “}”, an option, a number after an operator…).</source>
        <translation>The expression ends too soon: something is missing here (a “}”, an option, a number after an operator…).</translation>
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
    <name>gamelab::ui::GraphBoard</name>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>Place the vertices in layers by longest path (terminal vertices at the bottom)</source>
        <translation>Place the vertices in layers by longest path (terminal vertices at the bottom)</translation>
    </message>
    <message>
        <source>Rename vertex</source>
        <translation>Rename vertex</translation>
    </message>
    <message>
        <source>Name of vertex %1:</source>
        <translation>Name of vertex %1:</translation>
    </message>
    <message>
        <source>Vertex %1: drag to another vertex for an arc (back to itself for a loop), Shift+drag to move, Shift+click to place or remove a token, double-click to rename, right-click or Delete to remove</source>
        <translation>Vertex %1: drag to another vertex for an arc (back to itself for a loop), Shift+drag to move, Shift+click to place or remove a token, double-click to rename, right-click or Delete to remove</translation>
    </message>
    <message>
        <source>Arc %1 → %2: right-click or Delete removes it</source>
        <translation>Arc %1 → %2: right-click or Delete removes it</translation>
    </message>
    <message>
        <source>Click to add a vertex</source>
        <translation>Click to add a vertex</translation>
    </message>
    <message>
        <source>Token %1 on %2: drag it along an arrow, or click it and then the target</source>
        <translation>Token %1 on %2: drag it along an arrow, or click it and then the target</translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation>Vertex %1</translation>
    </message>
    <message>
        <source>Value 0: a P-position (the player to move loses)</source>
        <translation>Value 0: a P-position (the player to move loses)</translation>
    </message>
    <message>
        <source>Value %1: an N-position (the player to move wins)</source>
        <translation>Value %1: an N-position (the player to move wins)</translation>
    </message>
    <message>
        <source>Value %1: a draw — with correct play the game goes on for ever</source>
        <translation>Value %1: a draw — with correct play the game goes on for ever</translation>
    </message>
    <message>
        <source>P: value 0</source>
        <translation>P: value 0</translation>
    </message>
    <message>
        <source>N: value &gt; 0</source>
        <translation>N: value &gt; 0</translation>
    </message>
    <message>
        <source>draw: ∞(K), 0 ∉ K</source>
        <translation>draw: ∞(K), 0 ∉ K</translation>
    </message>
    <message>
        <source>The graph has cycles: ∞(K) marks a vertex without a Sprague–Grundy value; K lists its followers&apos; values.</source>
        <translation>The graph has cycles: ∞(K) marks a vertex without a Sprague–Grundy value; K lists its followers&apos; values.</translation>
    </message>
    <message>
        <source>Click: add a vertex · Drag between vertices: add an arc · Shift+drag: move · Shift+click: token · Double-click: rename · Right-click or Delete: remove</source>
        <translation>Click: add a vertex · Drag between vertices: add an arc · Shift+drag: move · Shift+click: token · Double-click: rename · Right-click or Delete: remove</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GraphCanvas</name>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Zoom out (Ctrl+−)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++; Ctrl+wheel zooms at the cursor)</source>
        <translation>Zoom in (Ctrl++; Ctrl+wheel zooms at the cursor)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Fit the drawing to the board (Ctrl+0)</source>
        <translation>Fit the drawing to the board (Ctrl+0)</translation>
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
    <name>gamelab::ui::GridBoard</name>
    <message>
        <source>Make the board smaller (key −)</source>
        <translation>Make the board smaller (key −)</translation>
    </message>
    <message>
        <source>Make the board larger (key +)</source>
        <translation>Make the board larger (key +)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>Clear the selection (Esc)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Turn the selected coins over (Enter); the lowest-right (SE) coin must show heads</source>
        <translation>Turn the selected coins over (Enter); the lowest-right (SE) coin must show heads</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1: press Turn or Enter.</source>
        <translation>Turn %1: press Turn or Enter.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Queen on %1: choose a square to the left, below, or diagonally down-left.</source>
        <translation>Queen on %1: choose a square to the left, below, or diagonally down-left.</translation>
    </message>
    <message>
        <source>White checker of row %1: choose a square in its row.</source>
        <translation>White checker of row %1: choose a square in its row.</translation>
    </message>
    <message>
        <source>Black checker of row %1: choose a square in its row.</source>
        <translation>Black checker of row %1: choose a square in its row.</translation>
    </message>
    <message>
        <source>A checker moves only along its own row.</source>
        <translation>A checker moves only along its own row.</translation>
    </message>
    <message>
        <source>Coin %1: heads</source>
        <translation>Coin %1: heads</translation>
    </message>
    <message>
        <source>Coin %1: tails</source>
        <translation>Coin %1: tails</translation>
    </message>
    <message>
        <source>g = %1</source>
        <translation>g = %1</translation>
    </message>
    <message>
        <source>Click to turn it over.</source>
        <translation>Click to turn it over.</translation>
    </message>
    <message>
        <source>Click to add it to the move or take it out.</source>
        <translation>Click to add it to the move or take it out.</translation>
    </message>
    <message>
        <source>Square %1: the target corner</source>
        <translation>Square %1: the target corner</translation>
    </message>
    <message>
        <source>Square %1</source>
        <translation>Square %1</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n queen</numerusform>
            <numerusform>%n queens</numerusform>
        </translation>
    </message>
    <message>
        <source>P-position: the player who moves here wins</source>
        <translation>P-position: the player who moves here wins</translation>
    </message>
    <message>
        <source>Click to add or remove a queen.</source>
        <translation>Click to add or remove a queen.</translation>
    </message>
    <message>
        <source>Drag a queen, or click it and then a target square.</source>
        <translation>Drag a queen, or click it and then a target square.</translation>
    </message>
    <message>
        <source>Row %1: gap %2</source>
        <translation>Row %1: gap %2</translation>
    </message>
    <message>
        <source>Click: put the white checker here; right or Shift-click: the black one.</source>
        <translation>Click: put the white checker here; right or Shift-click: the black one.</translation>
    </message>
    <message>
        <source>Drag a checker along its row (no jumping).</source>
        <translation>Drag a checker along its row (no jumping).</translation>
    </message>
    <message>
        <source>g₁ \ g₂</source>
        <comment>tartan border caption: row values g1, column values g2</comment>
        <translation>g₁ \ g₂</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>gap</translation>
    </message>
    <message>
        <source>g = 0</source>
        <translation>g = 0</translation>
    </message>
    <message>
        <source>g = %1 = %2</source>
        <translation>g = %1 = %2</translation>
    </message>
    <message>
        <source>gaps: %1</source>
        <translation>gaps: %1</translation>
    </message>
    <message>
        <source>P: the player to move loses</source>
        <translation>P: the player to move loses</translation>
    </message>
    <message>
        <source>N: the player to move wins</source>
        <translation>N: the player to move wins</translation>
    </message>
    <message>
        <source>rows {%1} × columns {%2}</source>
        <translation>rows {%1} × columns {%2}</translation>
    </message>
    <message>
        <source>queen to %1</source>
        <translation>queen to %1</translation>
    </message>
    <message>
        <source>row %1: white, gap %2</source>
        <translation>row %1: white, gap %2</translation>
    </message>
    <message>
        <source>row %1: black, gap %2</source>
        <translation>row %1: black, gap %2</translation>
    </message>
    <message numerus="yes">
        <source>… (%n in all)</source>
        <translation>
            <numerusform>… (%n in all)</numerusform>
            <numerusform>… (%n in all)</numerusform>
        </translation>
    </message>
    <message>
        <source>Winning: %1</source>
        <translation>Winning: %1</translation>
    </message>
    <message>
        <source>Set up: click a coin to turn it over; + and − change the board size.</source>
        <translation>Set up: click a coin to turn it over; + and − change the board size.</translation>
    </message>
    <message>
        <source>Set up: click a square to add or remove a queen; + and − change the board size.</source>
        <translation>Set up: click a square to add or remove a queen; + and − change the board size.</translation>
    </message>
    <message>
        <source>Set up: click to place the white checker, right or Shift-click for the black one.</source>
        <translation>Set up: click to place the white checker, right or Shift-click for the black one.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GridRejectionText</name>
    <message>
        <source>This move does not belong to this game.</source>
        <translation>This move does not belong to this game.</translation>
    </message>
    <message>
        <source>There is no such piece on the board.</source>
        <translation>There is no such piece on the board.</translation>
    </message>
    <message>
        <source>A move must change something.</source>
        <translation>A move must change something.</translation>
    </message>
    <message>
        <source>The rule of this game does not allow turning this set of coins.</source>
        <translation>The rule of this game does not allow turning this set of coins.</translation>
    </message>
    <message>
        <source>At most %1 components may change in one move.</source>
        <translation>At most %1 components may change in one move.</translation>
    </message>
    <message>
        <source>The last coin of a move must show heads (it turns to tails).</source>
        <translation>The last coin of a move must show heads (it turns to tails).</translation>
    </message>
    <message>
        <source>A queen moves only left, down or diagonally down-left, any distance.</source>
        <translation>A queen moves only left, down or diagonally down-left, any distance.</translation>
    </message>
    <message>
        <source>A checker may not jump over or land on the other checker.</source>
        <translation>A checker may not jump over or land on the other checker.</translation>
    </message>
    <message>
        <source>There is no arrow to that vertex.</source>
        <translation>There is no arrow to that vertex.</translation>
    </message>
    <message>
        <source>No move is possible: the game is over.</source>
        <translation>No move is possible: the game is over.</translation>
    </message>
    <message>
        <source>A heap may only shrink.</source>
        <translation>A heap may only shrink.</translation>
    </message>
    <message>
        <source>There are not that many counters to take.</source>
        <translation>There are not that many counters to take.</translation>
    </message>
    <message>
        <source>A move may not use the same coin twice.</source>
        <translation>A move may not use the same coin twice.</translation>
    </message>
    <message>
        <source>Coins move only to the left.</source>
        <translation>Coins move only to the left.</translation>
    </message>
    <message>
        <source>The coins turned must include the south-east corner of their rectangle.</source>
        <translation>The coins turned must include the south-east corner of their rectangle.</translation>
    </message>
    <message>
        <source>Give one new size for each heap.</source>
        <translation>Give one new size for each heap.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GrundyHeatMap</name>
    <message>
        <source>g(%1, %2) = %3</source>
        <translation>g(%1, %2) = %3</translation>
    </message>
    <message>
        <source> = %1 ⊗ %2</source>
        <translation> = %1 ⊗ %2</translation>
    </message>
    <message>
        <source> — P-position</source>
        <translation> — P-position</translation>
    </message>
    <message>
        <source>%1 (brown: g2)</source>
        <translation>%1 (brown: g2)</translation>
    </message>
    <message>
        <source>%1 (brown: g1)</source>
        <translation>%1 (brown: g1)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GrundySequenceModel</name>
    <message>
        <source>g(%1) = %2</source>
        <translation>g(%1) = %2</translation>
    </message>
    <message>
        <source> — a P-position (the player to move loses)</source>
        <translation> — a P-position (the player to move loses)</translation>
    </message>
    <message>
        <source> — an exception before the period</source>
        <translation> — an exception before the period</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GuessItTab</name>
    <message>
        <source>&lt;b&gt;Guess it!&lt;/b&gt; (Ferguson §2.6.2): I holds m cards and II holds n of a deck of m + n + 1; the hidden card is guessed or a card is named, honestly or as a bluff. Each cell: the value V(m, n) to the player to move / the probability that I bluffs / that II calls.</source>
        <translation>&lt;b&gt;Guess it!&lt;/b&gt; (Ferguson §2.6.2): I holds m cards and II holds n of a deck of m + n + 1; the hidden card is guessed or a card is named, honestly or as a bluff. Each cell: the value V(m, n) to the player to move / the probability that I bluffs / that II calls.</translation>
    </message>
    <message>
        <source>The largest number of cards of either player in the table</source>
        <translation>The largest number of cards of either player in the table</translation>
    </message>
    <message>
        <source>Cards up to:</source>
        <translation>Cards up to:</translation>
    </message>
    <message>
        <source>Value / P(bluff) / P(call); hover a cell for the exact fractions</source>
        <translation>Value / P(bluff) / P(call); hover a cell for the exact fractions</translation>
    </message>
    <message>
        <source>Solving the Guess it! games</source>
        <translation>Solving the Guess it! games</translation>
    </message>
    <message>
        <source>m = %1</source>
        <translation>m = %1</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <source>V(%1, %2) = %3, P(bluff) = %4, P(call) = %5</source>
        <translation>V(%1, %2) = %3, P(bluff) = %4, P(call) = %5</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HackenbushBoard</name>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Add a ready-made picture beside the drawing</source>
        <translation>Add a ready-made picture beside the drawing</translation>
    </message>
    <message>
        <source>Bamboo stalks</source>
        <translation>Bamboo stalks</translation>
    </message>
    <message numerus="yes">
        <source>A stalk of %n edge(s)</source>
        <translation>
            <numerusform>A stalk of %n edge</numerusform>
            <numerusform>A stalk of %n edges</numerusform>
        </translation>
    </message>
    <message>
        <source>Stalks %1</source>
        <translation>Stalks %1</translation>
    </message>
    <message>
        <source>Other lengths…</source>
        <translation>Other lengths…</translation>
    </message>
    <message>
        <source>Lengths of the stalks (for example 3 4 5):</source>
        <translation>Lengths of the stalks (for example 3 4 5):</translation>
    </message>
    <message>
        <source>A tree: trunk 1, branches 3, 2, 6 (value 8)</source>
        <translation>A tree: trunk 1, branches 3, 2, 6 (value 8)</translation>
    </message>
    <message>
        <source>A cycle through the ground</source>
        <translation>A cycle through the ground</translation>
    </message>
    <message>
        <source>3 edges: the door (value 1)</source>
        <translation>3 edges: the door (value 1)</translation>
    </message>
    <message numerus="yes">
        <source>%n edges (value %1)</source>
        <translation>
            <numerusform>%n edge (value %1)</numerusform>
            <numerusform>%n edges (value %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>The house (value 3)</source>
        <translation>The house (value 3)</translation>
    </message>
    <message>
        <source>Clear the picture</source>
        <translation>Clear the picture</translation>
    </message>
    <message>
        <source>Vertex %1: drag to draw an edge (back to itself for a loop), Shift+drag to move it, right-click or Delete to remove it</source>
        <translation>Vertex %1: drag to draw an edge (back to itself for a loop), Shift+drag to move it, right-click or Delete to remove it</translation>
    </message>
    <message>
        <source>Edge %1: right-click or Delete removes it</source>
        <translation>Edge %1: right-click or Delete removes it</translation>
    </message>
    <message>
        <source>The ground: drag from it to draw an edge standing on it</source>
        <translation>The ground: drag from it to draw an edge standing on it</translation>
    </message>
    <message>
        <source>Click to add a vertex; drag from a vertex or the ground to draw an edge</source>
        <translation>Click to add a vertex; drag from a vertex or the ground to draw an edge</translation>
    </message>
    <message>
        <source>Edge %1: click to cut it</source>
        <translation>Edge %1: click to cut it</translation>
    </message>
    <message numerus="yes">
        <source>Edge %1: click to cut it; %n more edge(s) fall with it</source>
        <translation>
            <numerusform>Edge %1: click to cut it; %n more edge falls with it</numerusform>
            <numerusform>Edge %1: click to cut it; %n more edges fall with it</numerusform>
        </translation>
    </message>
    <message>
        <source>A winning cut: it leaves a position of value 0</source>
        <translation>A winning cut: it leaves a position of value 0</translation>
    </message>
    <message>
        <source>Under each component: its Grundy value</source>
        <translation>Under each component: its Grundy value</translation>
    </message>
    <message>
        <source>g = %1</source>
        <translation>g = %1</translation>
    </message>
    <message>
        <source>P-position: every cut loses against best play</source>
        <translation>P-position: every cut loses against best play</translation>
    </message>
    <message>
        <source>N-position: the highlighted cuts win</source>
        <translation>N-position: the highlighted cuts win</translation>
    </message>
    <message>
        <source>Nim-sum %1
%2</source>
        <translation>Nim-sum %1
%2</translation>
    </message>
    <message>
        <source>Click: add a vertex · Drag from a vertex or the ground: draw an edge (back to the vertex: a loop)
Shift+drag: move a vertex · Right-click or Delete: remove</source>
        <translation>Click: add a vertex · Drag from a vertex or the ground: draw an edge (back to the vertex: a loop)
Shift+drag: move a vertex · Right-click or Delete: remove</translation>
    </message>
    <message>
        <source>No edges left: the value is 0
The player to move cannot cut and loses</source>
        <translation>No edges left: the value is 0
The player to move cannot cut and loses</translation>
    </message>
    <message>
        <source>No edges left
The player to move cannot cut and wins (misère play)</source>
        <translation>No edges left
The player to move cannot cut and wins (misère play)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HackenbushCanvas</name>
    <message>
        <source>Drag from the ground or a vertex to draw an edge; click an edge to chop it. B, R, G choose blue (Left&apos;s), red (Right&apos;s) or green (either&apos;s)</source>
        <translation>Drag from the ground or a vertex to draw an edge; click an edge to chop it. B, R, G choose blue (Left&apos;s), red (Right&apos;s) or green (either&apos;s)</translation>
    </message>
    <message>
        <source>red (Right&apos;s)</source>
        <translation>red (Right&apos;s)</translation>
    </message>
    <message>
        <source>green (either&apos;s)</source>
        <translation>green (either&apos;s)</translation>
    </message>
    <message>
        <source>blue (Left&apos;s)</source>
        <translation>blue (Left&apos;s)</translation>
    </message>
    <message>
        <source>Drawing in %1</source>
        <translation>Drawing in %1</translation>
    </message>
    <message>
        <source>Drag up from the ground to draw an edge</source>
        <translation>Drag up from the ground to draw an edge</translation>
    </message>
    <message>
        <source>Chop an edge</source>
        <translation>Chop an edge</translation>
    </message>
    <message>
        <source>Draw a red edge</source>
        <translation>Draw a red edge</translation>
    </message>
    <message>
        <source>Draw a green edge</source>
        <translation>Draw a green edge</translation>
    </message>
    <message>
        <source>Draw a blue edge</source>
        <translation>Draw a blue edge</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HeapBoard</name>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Play the marked new sizes as one move</source>
        <translation>Play the marked new sizes as one move</translation>
    </message>
    <message>
        <source>Heap %1: leave</source>
        <translation>Heap %1: leave</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>+ step</source>
        <translation>+ step</translation>
    </message>
    <message>
        <source>+ heap</source>
        <translation>+ heap</translation>
    </message>
    <message>
        <source>No heaps left</source>
        <translation>No heaps left</translation>
    </message>
    <message numerus="yes">
        <source>Mark new sizes in up to %n heap(s), then Apply</source>
        <translation>
            <numerusform>Mark new sizes in up to %n heap, then Apply</numerusform>
            <numerusform>Mark new sizes in up to %n heaps, then Apply</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a square to add a coin, right-click to remove one</source>
        <translation>Click a square to add a coin, right-click to remove one</translation>
    </message>
    <message>
        <source>Drag a coin to a square further left</source>
        <translation>Drag a coin to a square further left</translation>
    </message>
    <message>
        <source>Each coin is a Nim heap of its square&apos;s number; nim-sum %1</source>
        <translation>Each coin is a Nim heap of its square&apos;s number; nim-sum %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HeatMapTab</name>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Size:</translation>
    </message>
    <message>
        <source>Rows (Wythoff: the board is size × size)</source>
        <translation>Rows (Wythoff: the board is size × size)</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columns</translation>
    </message>
    <message>
        <source>Red cells: g = 0, the P-positions (the player to move loses). The darker the blue, the larger the value. Hover over a cell for its value.</source>
        <translation>Red cells: g = 0, the P-positions (the player to move loses). The darker the blue, the larger the value. Hover over a cell for its value.</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game (a queen moving towards the corner)</source>
        <translation>Wythoff&apos;s game (a queen moving towards the corner)</translation>
    </message>
    <message>
        <source>Turning Corners (g = x ⊗ y)</source>
        <translation>Turning Corners (g = x ⊗ y)</translation>
    </message>
    <message>
        <source>Acrostic Twins (g = x ⊕ y)</source>
        <translation>Acrostic Twins (g = x ⊕ y)</translation>
    </message>
    <message>
        <source>Rugs = Ruler × Ruler</source>
        <translation>Rugs = Ruler × Ruler</translation>
    </message>
    <message>
        <source>(Mock Turtles)²</source>
        <translation>(Mock Turtles)²</translation>
    </message>
    <message>
        <source>(Turning Turtles)²</source>
        <translation>(Turning Turtles)²</translation>
    </message>
    <message>
        <source>%1 × %2 (the board&apos;s game)</source>
        <translation>%1 × %2 (the board&apos;s game)</translation>
    </message>
    <message>
        <source>y (row from the bottom)</source>
        <translation>y (row from the bottom)</translation>
    </message>
    <message>
        <source>x (column from the left)</source>
        <translation>x (column from the left)</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game on a %1 × %1 board: g(x, y) of a queen on (x, y). The P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirror images.</source>
        <translation>Wythoff&apos;s game on a %1 × %1 board: g(x, y) of a queen on (x, y). The P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirror images.</translation>
    </message>
    <message>
        <source>row x</source>
        <translation>row x</translation>
    </message>
    <message>
        <source>column y</source>
        <translation>column y</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 coins: g(x, y) = g1(x) ⊗ g2(y) (Tartan Theorem); the brown numbers on the left and at the top are g1 and g2.</source>
        <translation>%1 on %2 × %3 coins: g(x, y) = g1(x) ⊗ g2(y) (Tartan Theorem); the brown numbers on the left and at the top are g1 and g2.</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 coins: g(x, y) of a head at row x, column y; the SE corner is the bottom right.</source>
        <translation>%1 on %2 × %3 coins: g(x, y) of a head at row x, column y; the SE corner is the bottom right.</translation>
    </message>
    <message>
        <source>g2: %1</source>
        <translation>g2: %1</translation>
    </message>
    <message>
        <source>y = %1: %2</source>
        <translation>y = %1: %2</translation>
    </message>
    <message>
        <source>x = %1: %2</source>
        <translation>x = %1: %2</translation>
    </message>
    <message>
        <source>   (g1 = %1)</source>
        <translation>   (g1 = %1)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HintPanel</name>
    <message>
        <source>Winning moves (click to show on the board):</source>
        <translation>Winning moves (click to show on the board):</translation>
    </message>
    <message>
        <source>Computing hints…</source>
        <translation>Computing hints…</translation>
    </message>
    <message>
        <source>&lt;b&gt;P-position&lt;/b&gt;: the player to move loses against correct play.</source>
        <translation>&lt;b&gt;P-position&lt;/b&gt;: the player to move loses against correct play.</translation>
    </message>
    <message>
        <source>&lt;b&gt;N-position&lt;/b&gt;: the player to move can win.</source>
        <translation>&lt;b&gt;N-position&lt;/b&gt;: the player to move can win.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: correct play goes on for ever.</source>
        <translation>&lt;b&gt;Draw&lt;/b&gt;: correct play goes on for ever.</translation>
    </message>
    <message>
        <source>Misère play. </source>
        <translation>Misère play. </translation>
    </message>
    <message>
        <source>Nim-sum of the component values: &lt;b&gt;%1&lt;/b&gt;. </source>
        <translation>Nim-sum of the component values: &lt;b&gt;%1&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>(Approximate: the search hit its limit.) </source>
        <translation>(Approximate: the search hit its limit.) </translation>
    </message>
    <message>
        <source>(none: every move loses)</source>
        <translation>(none: every move loses)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HtmlCoalitionalPage</name>
    <message>
        <source>Click an allocation to show its excesses on the table</source>
        <translation>Click an allocation to show its excesses on the table</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ImpartialAnalysisPanel</name>
    <message>
        <source>Sequence</source>
        <translation>Sequence</translation>
    </message>
    <message>
        <source>Grundy values g(n) of the rule, with the period</source>
        <translation>Grundy values g(n) of the rule, with the period</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>Heat map</translation>
    </message>
    <message>
        <source>g(x, y) of Wythoff&apos;s game or of a two-dimensional coin game</source>
        <translation>g(x, y) of Wythoff&apos;s game or of a two-dimensional coin game</translation>
    </message>
    <message>
        <source>Nim calculator</source>
        <translation>Nim calculator</translation>
    </message>
    <message>
        <source>Nim-sum, nim-product, inverse, quotient and square root</source>
        <translation>Nim-sum, nim-product, inverse, quotient and square root</translation>
    </message>
    <message>
        <source>Nim table</source>
        <translation>Nim table</translation>
    </message>
    <message>
        <source>The nim-multiplication table</source>
        <translation>The nim-multiplication table</translation>
    </message>
    <message>
        <source>Shortest win</source>
        <translation>Shortest win</translation>
    </message>
    <message>
        <source>Shortest winning strategies of the stone and pyramid games (dynamic programming)</source>
        <translation>Shortest winning strategies of the stone and pyramid games (dynamic programming)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ImputationSimplexWidget</name>
    <message>
        <source>No game to draw.</source>
        <translation>No game to draw.</translation>
    </message>
    <message>
        <source>The imputation simplex needs the table of coalition values.</source>
        <translation>The imputation simplex needs the table of coalition values.</translation>
    </message>
    <message numerus="yes">
        <source>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n player(s).</source>
        <translation>
            <numerusform>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n player.</numerusform>
            <numerusform>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no imputation: v(1) + … + v(n) = %1 exceeds v(N) = %2.</source>
        <translation>There is no imputation: v(1) + … + v(n) = %1 exceeds v(N) = %2.</translation>
    </message>
    <message>
        <source>The game is inessential: its only imputation %1 is the core.</source>
        <translation>The game is inessential: its only imputation %1 is the core.</translation>
    </message>
    <message>
        <source>The game is inessential: its only imputation is %1, and the core is empty.</source>
        <translation>The game is inessential: its only imputation is %1, and the core is empty.</translation>
    </message>
    <message>
        <source>The core is empty (least-core ε = %1).</source>
        <translation>The core is empty (least-core ε = %1).</translation>
    </message>
    <message>
        <source>The core is empty.</source>
        <translation>The core is empty.</translation>
    </message>
    <message>
        <source>The core is the single point %1.</source>
        <translation>The core is the single point %1.</translation>
    </message>
    <message>
        <source>The core is the segment from %1 to %2.</source>
        <translation>The core is the segment from %1 to %2.</translation>
    </message>
    <message>
        <source>The core was not computed.</source>
        <translation>The core was not computed.</translation>
    </message>
    <message>
        <source>The core&apos;s vertices were not computed.</source>
        <translation>The core&apos;s vertices were not computed.</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to rotate; Home resets the view.</source>
        <translation>Drag or use the arrow keys to rotate; Home resets the view.</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Unstable: x(S) &lt; v(S)</source>
        <translation>Unstable: x(S) &lt; v(S)</translation>
    </message>
    <message>
        <source>ε-core boundary</source>
        <translation>ε-core boundary</translation>
    </message>
    <message>
        <source>Shapley value %1</source>
        <translation>Shapley value %1</translation>
    </message>
    <message>
        <source>Nucleolus %1</source>
        <translation>Nucleolus %1</translation>
    </message>
    <message>
        <source>Selected %1</source>
        <translation>Selected %1</translation>
    </message>
    <message>
        <source>in the core (no excess &gt; 0)</source>
        <translation>in the core (no excess &gt; 0)</translation>
    </message>
    <message>
        <source>unstable via %1</source>
        <translation>unstable via %1</translation>
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
    <name>gamelab::ui::KingmakerText</name>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>set (literal)</source>
        <translation>set (literal)</translation>
    </message>
    <message>
        <source>The thesis read literally: player i may win at the ancestor z.</source>
        <translation>The thesis read literally: player i may win at the ancestor z.</translation>
    </message>
    <message>
        <source>alt (other child)</source>
        <translation>alt (other child)</translation>
    </message>
    <message>
        <source>Player i may win at a child of z other than the one towards the kingmaker.</source>
        <translation>Player i may win at a child of z other than the one towards the kingmaker.</translation>
    </message>
    <message>
        <source>eff (effect-aware)</source>
        <translation>eff (effect-aware)</translation>
    </message>
    <message>
        <source>Effect-aware test (not from the thesis).</source>
        <translation>Effect-aware test (not from the thesis).</translation>
    </message>
    <message>
        <source>How the ancestor test of the SP-1EP procedure (step 4) is read; the thesis is ambiguous.</source>
        <translation>How the ancestor test of the SP-1EP procedure (step 4) is read; the thesis is ambiguous.</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>node %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision node(s)</source>
        <translation>
            <numerusform>%n decision node</numerusform>
            <numerusform>%n decision nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n leaf</numerusform>
            <numerusform>%n leaves</numerusform>
        </translation>
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
    <name>gamelab::ui::LiarsDiceChart</name>
    <message>
        <source>N = 2 … </source>
        <translation>N = 2 … </translation>
    </message>
    <message>
        <source>The largest number of sides plotted (up to %1; large N take seconds each)</source>
        <translation>The largest number of sides plotted (up to %1; large N take seconds each)</translation>
    </message>
    <message>
        <source>A&apos;s winning probability V(1) against the number of sides N</source>
        <translation>A&apos;s winning probability V(1) against the number of sides N</translation>
    </message>
    <message>
        <source>sides N</source>
        <translation>sides N</translation>
    </message>
    <message>
        <source>V(1)</source>
        <translation>V(1)</translation>
    </message>
    <message>
        <source>1 − 1/e ≈ %1</source>
        <translation>1 − 1/e ≈ %1</translation>
    </message>
    <message>
        <source>V(1), optimal play</source>
        <translation>V(1), optimal play</translation>
    </message>
    <message>
        <source>this document&apos;s N</source>
        <translation>this document&apos;s N</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Plot</translation>
    </message>
    <message>
        <source>Computing V(1) for N = %1 (%2)</source>
        <translation>Computing V(1) for N = %1 (%2)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>floating point</source>
        <translation>floating point</translation>
    </message>
    <message>
        <source>N = %1 could not be solved.</source>
        <translation>N = %1 could not be solved.</translation>
    </message>
    <message>
        <source>N = %1: not computed yet</source>
        <translation>N = %1: not computed yet</translation>
    </message>
    <message>
        <source>N = %1: V(1) = %2 ≈ %3</source>
        <translation>N = %1: V(1) = %2 ≈ %3</translation>
    </message>
    <message>
        <source>N = %1: V(1) ≈ %2 (floating point)</source>
        <translation>N = %1: V(1) ≈ %2 (floating point)</translation>
    </message>
    <message>
        <source>%1 values: exact for N ≤ %2, floating point beyond. The curve decreases strictly towards about 0.63; whether its limit is 1 − 1/e is open.</source>
        <translation>%1 values: exact for N ≤ %2, floating point beyond. The curve decreases strictly towards about 0.63; whether its limit is 1 − 1/e is open.</translation>
    </message>
    <message>
        <source>%1 of %2 values computed…</source>
        <translation>%1 of %2 values computed…</translation>
    </message>
    <message>
        <source>1 − 1/e</source>
        <translation>1 − 1/e</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDiceEditor</name>
    <message>
        <source> sides</source>
        <translation> sides</translation>
    </message>
    <message>
        <source>The number of faces N of the die (2 … %1); changing it starts a new game</source>
        <translation>The number of faces N of the die (2 … %1); changing it starts a new game</translation>
    </message>
    <message>
        <source>Open as tree</source>
        <translation>Open as tree</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Solve the game for this N again</source>
        <translation>Solve the game for this N again</translation>
    </message>
    <message>
        <source>&lt;b&gt;Liar&apos;s Dice&lt;/b&gt; with one die of</source>
        <translation>&lt;b&gt;Liar&apos;s Dice&lt;/b&gt; with one die of</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Chart: V(1) against N</source>
        <translation>Chart: V(1) against N</translation>
    </message>
    <message>
        <source>Solving was cancelled. Press Solve to start again.</source>
        <translation>Solving was cancelled. Press Solve to start again.</translation>
    </message>
    <message>
        <source>exact rational arithmetic</source>
        <translation>exact rational arithmetic</translation>
    </message>
    <message>
        <source>floating point (approximate) for N &gt; %1</source>
        <translation>floating point (approximate) for N &gt; %1</translation>
    </message>
    <message>
        <source>Open the whole game as a game tree (%L1 nodes), to solve it by the sequence form</source>
        <translation>Open the whole game as a game tree (%L1 nodes), to solve it by the sequence form</translation>
    </message>
    <message>
        <source>The whole tree for N = %1 has %L2 nodes; trees are offered up to N = %3</source>
        <translation>The whole tree for N = %1 has %L2 nodes; trees are offered up to N = %3</translation>
    </message>
    <message>
        <source>The whole tree for N = %1 is far too large; trees are offered up to N = %2</source>
        <translation>The whole tree for N = %1 is far too large; trees are offered up to N = %2</translation>
    </message>
    <message>
        <source>Die with %1 sides</source>
        <translation>Die with %1 sides</translation>
    </message>
    <message>
        <source>Solving Liar&apos;s Dice for N = %1…</source>
        <translation>Solving Liar&apos;s Dice for N = %1…</translation>
    </message>
    <message>
        <source>Solving the subgames G(M) of Liar&apos;s Dice, N = %1</source>
        <translation>Solving the subgames G(M) of Liar&apos;s Dice, N = %1</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice, N = %1 (tree)</source>
        <translation>Liar&apos;s Dice, N = %1 (tree)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDiceKindText</name>
    <message>
        <source>Liar&apos;s Dice</source>
        <translation>Liar&apos;s Dice</translation>
    </message>
    <message>
        <source>Number of sides N of the die (2 … %1):</source>
        <translation>Number of sides N of the die (2 … %1):</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice…</source>
        <translation>Liar&apos;s Dice…</translation>
    </message>
    <message>
        <source>Bluffing with one N-sided die: play against the optimal computer, see why its strategy is optimal</source>
        <translation>Bluffing with one N-sided die: play against the optimal computer, see why its strategy is optimal</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice (Okamoto; Ferguson and Ferguson)</source>
        <translation>Liar&apos;s Dice (Okamoto; Ferguson and Ferguson)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDicePlayView</name>
    <message>
        <source>You (%1)</source>
        <translation>You (%1)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>“X ≥ %1” (a sure lie)</source>
        <translation>“X ≥ %1” (a sure lie)</translation>
    </message>
    <message>
        <source>“X ≥ %1”</source>
        <translation>“X ≥ %1”</translation>
    </message>
    <message>
        <source>A — you roll first</source>
        <translation>A — you roll first</translation>
    </message>
    <message>
        <source>B — the computer rolls first</source>
        <translation>B — the computer rolls first</translation>
    </message>
    <message>
        <source>Which player you are; changing it starts a new game</source>
        <translation>Which player you are; changing it starts a new game</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N); the tally is kept</source>
        <translation>Start a new game (Ctrl+N); the tally is kept</translation>
    </message>
    <message>
        <source>Only claims above the previous one are allowed; claims above N are sure lies</source>
        <translation>Only claims above the previous one are allowed; claims above N are sure lies</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>Call — “you are bluffing!”</source>
        <translation>Call — “you are bluffing!”</translation>
    </message>
    <message>
        <source>The die is revealed: a true claim wins for the roller, a false one for you</source>
        <translation>The die is revealed: a true claim wins for the roller, a false one for you</translation>
    </message>
    <message>
        <source>Pass — roll and claim higher</source>
        <translation>Pass — roll and claim higher</translation>
    </message>
    <message>
        <source>Accept the claim: you become the roller and must claim more</source>
        <translation>Accept the claim: you become the roller and must claim more</translation>
    </message>
    <message>
        <source>Show the optimal strategies of the current subgame (what the computer plays)</source>
        <translation>Show the optimal strategies of the current subgame (what the computer plays)</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>You play</translation>
    </message>
    <message>
        <source>Claim: my die shows at least</source>
        <translation>Claim: my die shows at least</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules.&lt;/b&gt; The roller rolls an N-sided die in secret and claims “X ≥ y”. The other player calls (the die is shown: a true claim wins for the roller, a false one for the caller) or passes, and then rolls a fresh die and must claim a larger y. A starts.</source>
        <translation>&lt;b&gt;Rules.&lt;/b&gt; The roller rolls an N-sided die in secret and claims “X ≥ y”. The other player calls (the die is shown: a true claim wins for the roller, a false one for the caller) or passes, and then rolls a fresh die and must claim a larger y. A starts.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;Moves&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play as A</source>
        <translation>Play as A</translation>
    </message>
    <message>
        <source>Play as B</source>
        <translation>Play as B</translation>
    </message>
    <message>
        <source>Only the sure lie “X ≥ %1” is left.</source>
        <translation>Only the sure lie “X ≥ %1” is left.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Subgame G(%1)&lt;/b&gt;: the roller claims with die x as in its row; the caller calls the claim y with probability q&lt;sub&gt;y&lt;/sub&gt;. Solution tab: why this is optimal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Subgame G(%1)&lt;/b&gt;: the roller claims with die x as in its row; the caller calls the claim y with probability q&lt;sub&gt;y&lt;/sub&gt;. Solution tab: why this is optimal.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Subgame G(%1): the strategies for N = %2 are too large to show here; see the Solution tab.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Subgame G(%1): the strategies for N = %2 are too large to show here; see the Solution tab.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>die %1</translation>
    </message>
    <message>
        <source>call q&lt;sub&gt;y&lt;/sub&gt;</source>
        <translation>call q&lt;sub&gt;y&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>You %1 : %2 Computer</source>
        <translation>You %1 : %2 Computer</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — roller, your die</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — roller, your die</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — roller, hidden die</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — roller, hidden die</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — roller, die revealed</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — roller, die revealed</translation>
    </message>
    <message>
        <source>No claim yet</source>
        <translation>No claim yet</translation>
    </message>
    <message>
        <source>%1 claimed&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 claimed&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>≥ %1 — sure lie</source>
        <translation>≥ %1 — sure lie</translation>
    </message>
    <message>
        <source>  (bluff)</source>
        <translation>  (bluff)</translation>
    </message>
    <message>
        <source>No claim above %1 is left: a sure lie can only be called</source>
        <translation>No claim above %1 is left: a sure lie can only be called</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>The computer wins</translation>
    </message>
    <message>
        <source>The die shows %1, so the claim %2 was %3. Press New game to play again.</source>
        <translation>The die shows %1, so the claim %2 was %3. Press New game to play again.</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>a bluff</source>
        <translation>a bluff</translation>
    </message>
    <message>
        <source>Your die shows %1 — make a claim</source>
        <translation>Your die shows %1 — make a claim</translation>
    </message>
    <message>
        <source>Call or pass the claim %1?</source>
        <translation>Call or pass the claim %1?</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>The computer is thinking…</translation>
    </message>
    <message>
        <source>The computer is studying the game (solving N = %1)…</source>
        <translation>The computer is studying the game (solving N = %1)…</translation>
    </message>
    <message>
        <source>Subgame G(%1): with optimal play the roller wins with probability %2.</source>
        <translation>Subgame G(%1): with optimal play the roller wins with probability %2.</translation>
    </message>
    <message>
        <source>Round %1: %2 rolls a %3.</source>
        <translation>Round %1: %2 rolls a %3.</translation>
    </message>
    <message>
        <source>Round %1: %2 rolls (hidden).</source>
        <translation>Round %1: %2 rolls (hidden).</translation>
    </message>
    <message>
        <source>    %1 claims %2.</source>
        <translation>    %1 claims %2.</translation>
    </message>
    <message>
        <source>    %1 passes.</source>
        <translation>    %1 passes.</translation>
    </message>
    <message>
        <source>    %1 calls: the die shows %2 — %3.</source>
        <translation>    %1 calls: the die shows %2 — %3.</translation>
    </message>
    <message>
        <source>the claim was true</source>
        <translation>the claim was true</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wins.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDiceSolutionView</name>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>V(M)</source>
        <translation>V(M)</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>decimal</translation>
    </message>
    <message>
        <source>V(M): the roller&apos;s winning probability in the subgame G(M), where every claim must be at least M. A&apos;s winning probability is V(1). Click a row to show that subgame.</source>
        <translation>V(M): the roller&apos;s winning probability in the subgame G(M), where every claim must be at least M. A&apos;s winning probability is V(1). Click a row to show that subgame.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values of the subgames&lt;/b&gt;</source>
        <translation>&lt;b&gt;Values of the subgames&lt;/b&gt;</translation>
    </message>
    <message>
        <source>G(</source>
        <translation>G(</translation>
    </message>
    <message>
        <source>)</source>
        <translation>)</translation>
    </message>
    <message>
        <source>The subgame shown: the roller must claim at least M</source>
        <translation>The subgame shown: the roller must claim at least M</translation>
    </message>
    <message>
        <source>Row “die x”: the probability that the roller with die x claims “X ≥ y”. Last row: the probability q_y that the other player calls the claim y.</source>
        <translation>Row “die x”: the probability that the roller with die x claims “X ≥ y”. Last row: the probability q_y that the other player calls the claim y.</translation>
    </message>
    <message>
        <source>The roller&apos;s winning probability with die x when claiming y, against the call probabilities q. Green: claims the strategy uses; bold: the row&apos;s best.</source>
        <translation>The roller&apos;s winning probability with die x when claiming y, against the call probabilities q. Green: claims the strategy uses; bold: the row&apos;s best.</translation>
    </message>
    <message>
        <source>Against the roller&apos;s strategy s: the roller&apos;s expected payoff from the claim y (weighted by how often it is made) if it is passed and if it is called. The caller wants it small.</source>
        <translation>Against the roller&apos;s strategy s: the roller&apos;s expected payoff from the claim y (weighted by how often it is made) if it is passed and if it is called. The caller wants it small.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roller&lt;/b&gt;: payoff of each claim against q</source>
        <translation>&lt;b&gt;Roller&lt;/b&gt;: payoff of each claim against q</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caller&lt;/b&gt;: payoff of pass and call against s</source>
        <translation>&lt;b&gt;Caller&lt;/b&gt;: payoff of pass and call against s</translation>
    </message>
    <message>
        <source>Why optimal: payoffs against every pure reply</source>
        <translation>Why optimal: payoffs against every pure reply</translation>
    </message>
    <message>
        <source>The LP of the subgame</source>
        <translation>The LP of the subgame</translation>
    </message>
    <message>
        <source>&lt;b&gt;Subgame&lt;/b&gt;</source>
        <translation>&lt;b&gt;Subgame&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Optimal strategies&lt;/b&gt;: the roller&apos;s claims s and the call probabilities q</source>
        <translation>&lt;b&gt;Optimal strategies&lt;/b&gt;: the roller&apos;s claims s and the call probabilities q</translation>
    </message>
    <message>
        <source>No solution yet.</source>
        <translation>No solution yet.</translation>
    </message>
    <message>
        <source>≈ %1 (approximate: floating point)</source>
        <translation>≈ %1 (approximate: floating point)</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a %1-sided die, A (the first roller) wins with probability&lt;br&gt;&lt;b style=&apos;font-size:13pt&apos;&gt;V(1) = %2&lt;/b&gt;&lt;/p&gt;%3</source>
        <translation>&lt;p&gt;With a %1-sided die, A (the first roller) wins with probability&lt;br&gt;&lt;b style=&apos;font-size:13pt&apos;&gt;V(1) = %2&lt;/b&gt;&lt;/p&gt;%3</translation>
    </message>
    <message>
        <source>&lt;p&gt;Exact rational arithmetic.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Exact rational arithmetic.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;N &amp;gt; %1: solved in floating point; the numbers below are approximate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;N &amp;gt; %1: solved in floating point; the numbers below are approximate.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>A&apos;s first claim (the whole game): claims 1 … %1</source>
        <translation>A&apos;s first claim (the whole game): claims 1 … %1</translation>
    </message>
    <message>
        <source>After a passed claim of %1: the new roller claims %2 … %3 — V(%2) = %4</source>
        <translation>After a passed claim of %1: the new roller claims %2 … %3 — V(%2) = %4</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>die %1</translation>
    </message>
    <message>
        <source>call q_y</source>
        <translation>call q_y</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>call</source>
        <translation>call</translation>
    </message>
    <message>
        <source>q_y</source>
        <translation>q_y</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>reply</translation>
    </message>
    <message>
        <source>not made</source>
        <translation>not made</translation>
    </message>
    <message>
        <source>mix</source>
        <translation>mix</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDiceText</name>
    <message>
        <source>≥ %1 (sure lie)</source>
        <translation>≥ %1 (sure lie)</translation>
    </message>
    <message>
        <source>The roller&apos;s LP of G(%1): claims %1 … %2</source>
        <translation>The roller&apos;s LP of G(%1): claims %1 … %2</translation>
    </message>
    <message>
        <source>A passed claim y leads to G(y+1) with the roles swapped, worth c&lt;sub&gt;y&lt;/sub&gt; to the roller (V(%1) = V(%2) = 0):</source>
        <translation>A passed claim y leads to G(y+1) with the roles swapped, worth c&lt;sub&gt;y&lt;/sub&gt; to the roller (V(%1) = V(%2) = 0):</translation>
    </message>
    <message>
        <source>maximise</source>
        <translation>maximise</translation>
    </message>
    <message>
        <source>subject to</source>
        <translation>subject to</translation>
    </message>
    <message>
        <source>call: “X ≥ %1” is always true</source>
        <translation>call: “X ≥ %1” is always true</translation>
    </message>
    <message>
        <source>call: “X ≥ %1” is a sure lie</source>
        <translation>call: “X ≥ %1” is a sure lie</translation>
    </message>
    <message>
        <source>call: only X = %1 is truthful</source>
        <translation>call: only X = %1 is truthful</translation>
    </message>
    <message>
        <source>call: true for X = %1 … %2</source>
        <translation>call: true for X = %1 … %2</translation>
    </message>
    <message>
        <source>pass: 1 − V(%1) = %2</source>
        <translation>pass: 1 − V(%1) = %2</translation>
    </message>
    <message>
        <source>Optimum:</source>
        <translation>Optimum:</translation>
    </message>
    <message>
        <source>The caller&apos;s LP (same value)</source>
        <translation>The caller&apos;s LP (same value)</translation>
    </message>
    <message>
        <source>minimise</source>
        <translation>minimise</translation>
    </message>
    <message>
        <source>for every die x and claim y ≥ %1</source>
        <translation>for every die x and claim y ≥ %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;✓ Roller: with every die value, each claim it uses earns the best payoff of its row against the caller&apos;s q (green cells), so no other claim would do better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✓ Roller: with every die value, each claim it uses earns the best payoff of its row against the caller&apos;s q (green cells), so no other claim would do better.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✗ Roller: with die %1 a used claim earns less than the best of its row.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✗ Roller: with die %1 a used claim earns less than the best of its row.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✓ Caller: each claim is always called or always passed, and that reply is at least as good for the caller as the other one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✓ Caller: each claim is always called or always passed, and that reply is at least as good for the caller as the other one.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✓ Caller: where 0 &amp;lt; q&lt;sub&gt;y&lt;/sub&gt; &amp;lt; 1 (claims %1) calling and passing give the roller the same payoff, so the caller is indifferent and may mix; elsewhere the chosen reply is at least as good.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✓ Caller: where 0 &amp;lt; q&lt;sub&gt;y&lt;/sub&gt; &amp;lt; 1 (claims %1) calling and passing give the roller the same payoff, so the caller is indifferent and may mix; elsewhere the chosen reply is at least as good.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✗ Caller: the reply to claims %1 is not a best reply.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✗ Caller: the reply to claims %1 is not a best reply.&lt;/p&gt;</translation>
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
    <message numerus="yes">
        <source>%n autosaved file(s) could not be read and were moved to %1.</source>
        <translation>
            <numerusform>%n autosaved file could not be read and was moved to %1.</numerusform>
            <numerusform>%n autosaved files could not be read and were moved to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatchSimulatorWidget</name>
    <message>
        <source>Uniform over all children</source>
        <translation>Uniform over all children</translation>
    </message>
    <message>
        <source>Uniform over the children of the best kmn-η class</source>
        <translation>Uniform over the children of the best kmn-η class</translation>
    </message>
    <message>
        <source>Best predicted payoff, ties uniform (maxn with the average tie rule)</source>
        <translation>Best predicted payoff, ties uniform (maxn with the average tie rule)</translation>
    </message>
    <message>
        <source>Best expected payoff; ties by SP-1EP, then uniform (the thesis&apos;s 1EP player)</source>
        <translation>Best expected payoff; ties by SP-1EP, then uniform (the thesis&apos;s 1EP player)</translation>
    </message>
    <message>
        <source>maxn, first tied child</source>
        <translation>maxn, first tied child</translation>
    </message>
    <message>
        <source>Assumes every other player plays against it</source>
        <translation>Assumes every other player plays against it</translation>
    </message>
    <message>
        <source>RNDall</source>
        <translation>RNDall</translation>
    </message>
    <message>
        <source>RNDeta</source>
        <translation>RNDeta</translation>
    </message>
    <message>
        <source>eqprob</source>
        <translation>eqprob</translation>
    </message>
    <message>
        <source>1EP</source>
        <translation>1EP</translation>
    </message>
    <message>
        <source>maxn-first</source>
        <translation>maxn-first</translation>
    </message>
    <message>
        <source>paranoid</source>
        <translation>paranoid</translation>
    </message>
    <message>
        <source>Players &amp;know the others&apos; policies</source>
        <translation>Players &amp;know the others&apos; policies</translation>
    </message>
    <message>
        <source>On: everyone best-responds to the actual policies (Table 5.4). Off: everyone predicts the others by its own policy (Table 5.3).</source>
        <translation>On: everyone best-responds to the actual policies (Table 5.4). Off: everyone predicts the others by its own policy (Table 5.3).</translation>
    </message>
    <message>
        <source>Average over seat &amp;rotations</source>
        <translation>Average over seat &amp;rotations</translation>
    </message>
    <message>
        <source>Play every distinct assignment of the same policies to the seats and average</source>
        <translation>Play every distinct assignment of the same policies to the seats and average</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>R&amp;un</translation>
    </message>
    <message>
        <source>Compute the exact expected win probabilities</source>
        <translation>Compute the exact expected win probabilities</translation>
    </message>
    <message>
        <source>&amp;Thesis experiment</source>
        <translation>&amp;Thesis experiment</translation>
    </message>
    <message>
        <source>The six rows of Tables 5.3/5.4: one or two 1EP players against RNDall, RNDeta and eqprob, with the current settings (three players)</source>
        <translation>The six rows of Tables 5.3/5.4: one or two 1EP players against RNDall, RNDeta and eqprob, with the current settings (three players)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&amp;Copy as CSV</source>
        <translation>&amp;Copy as CSV</translation>
    </message>
    <message>
        <source>Copy the results table to the clipboard as comma-separated values</source>
        <translation>Copy the results table to the clipboard as comma-separated values</translation>
    </message>
    <message>
        <source>Matchup</source>
        <translation>Matchup</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Setting</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>Of</translation>
    </message>
    <message>
        <source>Win probability</source>
        <translation>Win probability</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Decimal</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>Reading:</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>No binary game.</source>
        <translation>No binary game.</translation>
    </message>
    <message>
        <source>Seat %1 (%2):</source>
        <translation>Seat %1 (%2):</translation>
    </message>
    <message>
        <source>The policy of seat %1</source>
        <translation>The policy of seat %1</translation>
    </message>
    <message>
        <source>1EP×%1 vs %2×%3</source>
        <translation>1EP×%1 vs %2×%3</translation>
    </message>
    <message>
        <source>Playing %1…</source>
        <translation>Playing %1…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message numerus="yes">
        <source>%1: done (%n seat assignment(s) averaged).</source>
        <translation>
            <numerusform>%1: done (%n seat assignment averaged).</numerusform>
            <numerusform>%1: done (%n seat assignments averaged).</numerusform>
        </translation>
    </message>
    <message>
        <source>know</source>
        <translation>know</translation>
    </message>
    <message>
        <source>don&apos;t know</source>
        <translation>don&apos;t know</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>rotated</translation>
    </message>
    <message>
        <source>fixed seats</source>
        <translation>fixed seats</translation>
    </message>
    <message>
        <source>%1 (average)</source>
        <translation>%1 (average)</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <translation>Seat %1 (%2): %3</translation>
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
        <source>An integer, a fraction such as -2/7, a decimal such as 0.25, or an expression over the parameters such as 3*t - 1</source>
        <translation>An integer, a fraction such as -2/7, a decimal such as 0.25, or an expression over the parameters such as 3*t - 1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.</source>
        <translation>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.</translation>
    </message>
    <message>
        <source>(Esc cancels.)</source>
        <translation>(Esc cancels.)</translation>
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
    <message>
        <source>cell (%1, %2)</source>
        <translation>cell (%1, %2)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixEditor</name>
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
    <message>
        <source>+Param</source>
        <translation>+Param</translation>
    </message>
    <message>
        <source>Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1</source>
        <translation>Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1</translation>
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
    <message>
        <source>Expression: %1 (its value at the current parameters)</source>
        <translation>Expression: %1 (its value at the current parameters)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.</source>
        <translation>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.</translation>
    </message>
    <message>
        <source>%1 The cell keeps %2.</source>
        <translation>%1 The cell keeps %2.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::NewGameDialog</name>
    <message>
        <source>New impartial game</source>
        <translation>New impartial game</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Subtraction game (type the set)</source>
        <translation>Subtraction game (type the set)</translation>
    </message>
    <message>
        <source>Octal or hexadecimal game (type the code)</source>
        <translation>Octal or hexadecimal game (type the code)</translation>
    </message>
    <message>
        <source>Kayles (0.77)</source>
        <translation>Kayles (0.77)</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess (0.137)</source>
        <translation>Dawson&apos;s chess (0.137)</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>Lasker&apos;s Nim</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundy&apos;s game</translation>
    </message>
    <message>
        <source>At-Least-Half</source>
        <translation>At-Least-Half</translation>
    </message>
    <message>
        <source>At-Most-Half</source>
        <translation>At-Most-Half</translation>
    </message>
    <message>
        <source>Subtract a power of 2</source>
        <translation>Subtract a power of 2</translation>
    </message>
    <message>
        <source>Dim⁺ (remove a divisor)</source>
        <translation>Dim⁺ (remove a divisor)</translation>
    </message>
    <message>
        <source>Aliquot (remove a proper divisor)</source>
        <translation>Aliquot (remove a proper divisor)</translation>
    </message>
    <message>
        <source>Even if not all, all if odd</source>
        <translation>Even if not all, all if odd</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim_k (type k)</source>
        <translation>Moore&apos;s Nim_k (type k)</translation>
    </message>
    <message>
        <source>Staircase Nim</source>
        <translation>Staircase Nim</translation>
    </message>
    <message>
        <source>Nimble</source>
        <translation>Nimble</translation>
    </message>
    <message>
        <source>Turning Turtles</source>
        <translation>Turning Turtles</translation>
    </message>
    <message>
        <source>Twins</source>
        <translation>Twins</translation>
    </message>
    <message>
        <source>Mock Turtles</source>
        <translation>Mock Turtles</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Ruler</translation>
    </message>
    <message>
        <source>Grunt</source>
        <translation>Grunt</translation>
    </message>
    <message>
        <source>Coin-turning rule (type it)</source>
        <translation>Coin-turning rule (type it)</translation>
    </message>
    <message>
        <source>Wythoff&apos;s queens</source>
        <translation>Wythoff&apos;s queens</translation>
    </message>
    <message>
        <source>Acrostic Twins</source>
        <translation>Acrostic Twins</translation>
    </message>
    <message>
        <source>Turning Corners</source>
        <translation>Turning Corners</translation>
    </message>
    <message>
        <source>Rugs (Ruler × Ruler)</source>
        <translation>Rugs (Ruler × Ruler)</translation>
    </message>
    <message>
        <source>Northcott&apos;s game</source>
        <translation>Northcott&apos;s game</translation>
    </message>
    <message>
        <source>Green Hackenbush</source>
        <translation>Green Hackenbush</translation>
    </message>
    <message>
        <source>Game on a graph</source>
        <translation>Game on a graph</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>Heaps have up to this many counters; boards get about this many pieces</source>
        <translation>Heaps have up to this many counters; boards get about this many pieces</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Size of the random position:</source>
        <translation>Size of the random position:</translation>
    </message>
    <message>
        <source>Subtraction set:</source>
        <translation>Subtraction set:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Code:</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Coin rule:</source>
        <translation>Coin rule:</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::NimCalculatorTab</name>
    <message>
        <source>A whole number from 0 to 2⁶⁴ − 1: decimal, 0x… hexadecimal or 0b… binary</source>
        <translation>A whole number from 0 to 2⁶⁴ − 1: decimal, 0x… hexadecimal or 0b… binary</translation>
    </message>
    <message>
        <source>&amp;x =</source>
        <translation>&amp;x =</translation>
    </message>
    <message>
        <source>&amp;y =</source>
        <translation>&amp;y =</translation>
    </message>
    <message>
        <source>The nim-sum is binary addition without carry: each column of the result is 1 when the column above has an odd number of 1s.</source>
        <translation>The nim-sum is binary addition without carry: each column of the result is 1 when the column above has an odd number of 1s.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nim-sum&lt;/b&gt; (binary addition without carry)</source>
        <translation>&lt;b&gt;Nim-sum&lt;/b&gt; (binary addition without carry)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nim-product and its inverse operations&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nim-product and its inverse operations&lt;/b&gt;</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>is empty</translation>
    </message>
    <message>
        <source>“%1” is negative; nimbers are 0, 1, 2, …</source>
        <translation>“%1” is negative; nimbers are 0, 1, 2, …</translation>
    </message>
    <message>
        <source>“%1” is larger than 2⁶⁴ − 1 = 18446744073709551615</source>
        <translation>“%1” is larger than 2⁶⁴ − 1 = 18446744073709551615</translation>
    </message>
    <message>
        <source>“%1” is not a whole number (decimal, 0x… hexadecimal or 0b… binary)</source>
        <translation>“%1” is not a whole number (decimal, 0x… hexadecimal or 0b… binary)</translation>
    </message>
    <message>
        <source>x %1.</source>
        <translation>x %1.</translation>
    </message>
    <message>
        <source>y %1.</source>
        <translation>y %1.</translation>
    </message>
    <message>
        <source>%1 ⊕ %2 = %3</source>
        <translation>%1 ⊕ %2 = %3</translation>
    </message>
    <message>
        <source>(needs both x and y)</source>
        <translation>(needs both x and y)</translation>
    </message>
    <message>
        <source>%1 ⊗ %2 = %3</source>
        <translation>%1 ⊗ %2 = %3</translation>
    </message>
    <message>
        <source>    = (%1) ⊗ (%2)</source>
        <translation>    = (%1) ⊗ (%2)</translation>
    </message>
    <message>
        <source>    = %1</source>
        <translation>    = %1</translation>
    </message>
    <message>
        <source>    = %1 = %2</source>
        <translation>    = %1 = %2</translation>
    </message>
    <message>
        <source>%1 ⊘ %2 = %3   (check: %3 ⊗ %2 = %4)</source>
        <translation>%1 ⊘ %2 = %3   (check: %3 ⊗ %2 = %4)</translation>
    </message>
    <message>
        <source>%1 ⊘ %2 is undefined: there is no dividing by 0.</source>
        <translation>%1 ⊘ %2 is undefined: there is no dividing by 0.</translation>
    </message>
    <message>
        <source>%1⁻¹ = %2   (%1 ⊗ %2 = %3)</source>
        <translation>%1⁻¹ = %2   (%1 ⊗ %2 = %3)</translation>
    </message>
    <message>
        <source>%1⁻¹ does not exist: 0 has no inverse.</source>
        <translation>%1⁻¹ does not exist: 0 has no inverse.</translation>
    </message>
    <message>
        <source>√%1 = %2   (%2 ⊗ %2 = %3)</source>
        <translation>√%1 = %2   (%2 ⊗ %2 = %3)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::NimProductTableModel</name>
    <message>
        <source>%1 ⊗ %2 = %3</source>
        <translation>%1 ⊗ %2 = %3</translation>
    </message>
    <message>
        <source> — so %1 and %2 are each other&apos;s inverses</source>
        <translation> — so %1 and %2 are each other&apos;s inverses</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::NimTableTab</name>
    <message>
        <source>x ⊗ y for x, y below:</source>
        <translation>x ⊗ y for x, y below:</translation>
    </message>
    <message>
        <source>%1 (%1 × %1 table)</source>
        <translation>%1 (%1 × %1 table)</translation>
    </message>
    <message>
        <source>Row x, column y. Every row but the first contains exactly one 1 (red): the inverse of x. The numbers below 2, 4, 16, 256 (Fermat 2-powers 2^2^n) form subfields.</source>
        <translation>Row x, column y. Every row but the first contains exactly one 1 (red): the inverse of x. The numbers below 2, 4, 16, 256 (Fermat 2-powers 2^2^n) form subfields.</translation>
    </message>
    <message>
        <source>Nim multiplication table, x ⊗ y for 0 ≤ x, y &lt; %1 (row x, column y):</source>
        <translation>Nim multiplication table, x ⊗ y for 0 ≤ x, y &lt; %1 (row x, column y):</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ParameterPanel</name>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Slide over [min, max]</source>
        <translation>Slide over [min, max]</translation>
    </message>
    <message>
        <source>+ Add</source>
        <translation>+ Add</translation>
    </message>
    <message>
        <source>Add a parameter (t = 0 in [0, 1]); payoffs may then be expressions such as 3*t - 1</source>
        <translation>Add a parameter (t = 0 in [0, 1]); payoffs may then be expressions such as 3*t - 1</translation>
    </message>
    <message>
        <source>The parameter&apos;s name; renaming it renames it in every payoff</source>
        <translation>The parameter&apos;s name; renaming it renames it in every payoff</translation>
    </message>
    <message>
        <source>The value of %1 (exact: 1/3, 0.25, -2)</source>
        <translation>The value of %1 (exact: 1/3, 0.25, -2)</translation>
    </message>
    <message>
        <source>The least value of %1 (empty: none)</source>
        <translation>The least value of %1 (empty: none)</translation>
    </message>
    <message>
        <source>The greatest value of %1 (empty: none)</source>
        <translation>The greatest value of %1 (empty: none)</translation>
    </message>
    <message>
        <source>Drag to change %1 between its min and max; the analysis follows</source>
        <translation>Drag to change %1 between its min and max; the analysis follows</translation>
    </message>
    <message>
        <source>Remove parameter %1 (only when no payoff uses it)</source>
        <translation>Remove parameter %1 (only when no payoff uses it)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: the value of %2 stays.</source>
        <translation>&quot;%1&quot; is not a number: the value of %2 stays.</translation>
    </message>
    <message>
        <source>The range of %1 takes exact numbers (or nothing for no bound).</source>
        <translation>The range of %1 takes exact numbers (or nothing for no bound).</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ParameterSweepController</name>
    <message>
        <source>Sweep cancelled.</source>
        <translation>Sweep cancelled.</translation>
    </message>
    <message>
        <source>No parameter to sweep: add a parameter with a range (Ctrl+Shift+P) and use it in a payoff.</source>
        <translation>No parameter to sweep: add a parameter with a range (Ctrl+Shift+P) and use it in a payoff.</translation>
    </message>
    <message>
        <source>Sweeping %1 exactly…</source>
        <translation>Sweeping %1 exactly…</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>Sweep of %1</translation>
    </message>
    <message>
        <source>vs parameter</source>
        <translation>vs parameter</translation>
    </message>
    <message>
        <source>Equilibria as exact functions of a parameter, with the breakpoints where they change</source>
        <translation>Equilibria as exact functions of a parameter, with the breakpoints where they change</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ParameterSweepPage</name>
    <message>
        <source>&amp;Parameter:</source>
        <translation>&amp;Parameter:</translation>
    </message>
    <message>
        <source>The parameter swept over its range; the others stay at their values</source>
        <translation>The parameter swept over its range; the others stay at their values</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Show:</translation>
    </message>
    <message>
        <source>The quantity drawn for every equilibrium against the parameter</source>
        <translation>The quantity drawn for every equilibrium against the parameter</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the sweep</source>
        <translation>Stop the sweep</translation>
    </message>
    <message>
        <source>No parameter to sweep yet: add a parameter and use it in a payoff.</source>
        <translation>No parameter to sweep yet: add a parameter and use it in a payoff.</translation>
    </message>
    <message numerus="yes">
        <source>Exact sweep of %1 over [%2, %3]: %n breakpoint(s).</source>
        <translation>
            <numerusform>Exact sweep of %1 over [%2, %3]: %n breakpoint.</numerusform>
            <numerusform>Exact sweep of %1 over [%2, %3]: %n breakpoints.</numerusform>
        </translation>
    </message>
    <message>
        <source>Value of the game</source>
        <translation>Value of the game</translation>
    </message>
    <message>
        <source>Payoff of %1</source>
        <translation>Payoff of %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 plays %2</translation>
    </message>
    <message>
        <source>equilibrium %1</source>
        <translation>equilibrium %1</translation>
    </message>
    <message>
        <source>For %1 between %2 and %3:</source>
        <translation>For %1 between %2 and %3:</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>value %1</translation>
    </message>
    <message>
        <source>payoffs (%1)</source>
        <translation>payoffs (%1)</translation>
    </message>
    <message>
        <source>At the breakpoints:</source>
        <translation>At the breakpoints:</translation>
    </message>
    <message>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <source>payoff</source>
        <translation>payoff</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probability</translation>
    </message>
    <message>
        <source>Sampled, not exact: equilibria found at %1 values of %2 in [%3, %4].</source>
        <translation>Sampled, not exact: equilibria found at %1 values of %2 in [%3, %4].</translation>
    </message>
    <message>
        <source>Games of three or more players have no exact sweep. Each dot is an equilibrium found at that value: the pure equilibria, those the support search finds within 0.05 s, else the limit of the logit QRE. Hover over a dot for the strategies.</source>
        <translation>Games of three or more players have no exact sweep. Each dot is an equilibrium found at that value: the pure equilibria, those the support search finds within 0.05 s, else the limit of the logit QRE. Hover over a dot for the strategies.</translation>
    </message>
    <message>
        <source>equilibria found</source>
        <translation>equilibria found</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanComparePage</name>
    <message>
        <source>G (the sum) against H (the expression under the components): G − H decides</source>
        <translation>G (the sum) against H (the expression under the components): G − H decides</translation>
    </message>
    <message>
        <source>Type a game H under the components (&quot;Compare with H&quot;) to compare G = %1 with it.</source>
        <translation>Type a game H under the components (&quot;Compare with H&quot;) to compare G = %1 with it.</translation>
    </message>
    <message>
        <source>H = %1: %2</source>
        <translation>H = %1: %2</translation>
    </message>
    <message>
        <source>G − H =</source>
        <translation>G − H =</translation>
    </message>
    <message>
        <source>Outcome of G − H:</source>
        <translation>Outcome of G − H:</translation>
    </message>
    <message>
        <source>G − H &gt; 0: Left wins G − H whoever starts, so G &gt; H.</source>
        <translation>G − H &gt; 0: Left wins G − H whoever starts, so G &gt; H.</translation>
    </message>
    <message>
        <source>G − H &lt; 0: Right wins G − H whoever starts, so G &lt; H.</source>
        <translation>G − H &lt; 0: Right wins G − H whoever starts, so G &lt; H.</translation>
    </message>
    <message>
        <source>G − H = 0: the second player wins G − H, so G = H.</source>
        <translation>G − H = 0: the second player wins G − H, so G = H.</translation>
    </message>
    <message>
        <source>G − H ∥ 0: the first player wins G − H, so G and H are incomparable.</source>
        <translation>G − H ∥ 0: the first player wins G − H, so G and H are incomparable.</translation>
    </message>
    <message>
        <source>G ≥ H exactly when Left wins G − H moving second; G ≤ H exactly when Right does.</source>
        <translation>G ≥ H exactly when Left wins G − H moving second; G ≤ H exactly when Right does.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanEditor</name>
    <message>
        <source>Expression</source>
        <translation>Expression</translation>
    </message>
    <message>
        <source>Domineering</source>
        <translation>Domineering</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <source>Toads and Frogs</source>
        <translation>Toads and Frogs</translation>
    </message>
    <message>
        <source>Cutcake</source>
        <translation>Cutcake</translation>
    </message>
    <message>
        <source>The analysis of the sum (game tree, comparison, thermograph, play) appears here.</source>
        <translation>The analysis of the sum (game tree, comparison, thermograph, play) appears here.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Components&lt;/b&gt; — the game is their sum</source>
        <translation>&lt;b&gt;Components&lt;/b&gt; — the game is their sum</translation>
    </message>
    <message>
        <source>The components of the sum and their canonical values; select one to edit it</source>
        <translation>The components of the sum and their canonical values; select one to edit it</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Add a component: an expression or a board</source>
        <translation>Add a component: an expression or a board</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Remove the selected component</source>
        <translation>Remove the selected component</translation>
    </message>
    <message>
        <source>Remove a component</source>
        <translation>Remove a component</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Up</translation>
    </message>
    <message>
        <source>Move the selected component up</source>
        <translation>Move the selected component up</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Down</translation>
    </message>
    <message>
        <source>Move the selected component down</source>
        <translation>Move the selected component down</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Add a copy of the selected component</source>
        <translation>Add a copy of the selected component</translation>
    </message>
    <message>
        <source>Duplicate a component</source>
        <translation>Duplicate a component</translation>
    </message>
    <message>
        <source>Compare with H:</source>
        <translation>Compare with H:</translation>
    </message>
    <message>
        <source>A game H to compare the sum G with (G − H decides); empty for none</source>
        <translation>A game H to compare the sum G with (G − H decides); empty for none</translation>
    </message>
    <message>
        <source>an expression, e.g. ^*</source>
        <translation>an expression, e.g. ^*</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>Compare with %1</translation>
    </message>
    <message>
        <source>At most %1 components.</source>
        <translation>At most %1 components.</translation>
    </message>
    <message>
        <source>Add a %1 component</source>
        <translation>Add a %1 component</translation>
    </message>
    <message>
        <source>Move a component up</source>
        <translation>Move a component up</translation>
    </message>
    <message>
        <source>Move a component down</source>
        <translation>Move a component down</translation>
    </message>
    <message>
        <source>(edges: %1)</source>
        <translation>(edges: %1)</translation>
    </message>
    <message>
        <source>%1
Value: %2</source>
        <translation>%1
Value: %2</translation>
    </message>
    <message>
        <source>Sum G = %1</source>
        <translation>Sum G = %1</translation>
    </message>
    <message>
        <source>No components: G = 0</source>
        <translation>No components: G = 0</translation>
    </message>
    <message>
        <source>Sum G = … (computing)</source>
        <translation>Sum G = … (computing)</translation>
    </message>
    <message>
        <source>The canonical value of the sum of the components</source>
        <translation>The canonical value of the sum of the components</translation>
    </message>
    <message>
        <source>Computing the values of the components</source>
        <translation>Computing the values of the components</translation>
    </message>
    <message>
        <source>too large to analyse</source>
        <translation>too large to analyse</translation>
    </message>
    <message>
        <source>Expression (live errors point at the column):</source>
        <translation>Expression (live errors point at the column):</translation>
    </message>
    <message>
        <source>Edit the expression</source>
        <translation>Edit the expression</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Rows:</translation>
    </message>
    <message>
        <source>Rows of the board</source>
        <translation>Rows of the board</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Columns:</translation>
    </message>
    <message>
        <source>Columns of the board</source>
        <translation>Columns of the board</translation>
    </message>
    <message>
        <source>Resize the board to %1×%2</source>
        <translation>Resize the board to %1×%2</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Colour:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Blue edges are Left&apos;s (key B)</source>
        <translation>Blue edges are Left&apos;s (key B)</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Red edges are Right&apos;s (key R)</source>
        <translation>Red edges are Right&apos;s (key R)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Green edges are either player&apos;s (key G)</source>
        <translation>Green edges are either player&apos;s (key G)</translation>
    </message>
    <message>
        <source>Cells in the strip</source>
        <translation>Cells in the strip</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Length:</translation>
    </message>
    <message>
        <source>Strip of %1 cells</source>
        <translation>Strip of %1 cells</translation>
    </message>
    <message>
        <source>Pieces (Left cuts vertically, Right horizontally):</source>
        <translation>Pieces (Left cuts vertically, Right horizontally):</translation>
    </message>
    <message>
        <source>No component selected. Add one: an expression or a board.</source>
        <translation>No component selected. Add one: an expression or a board.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Component %1</source>
        <translation>Component %1</translation>
    </message>
    <message>
        <source>Sum G</source>
        <translation>Sum G</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanPlayPage</name>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>Undo move</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Who plays Left (blue): a person or the computer</source>
        <translation>Who plays Left (blue): a person or the computer</translation>
    </message>
    <message>
        <source>Who plays Right (red): a person or the computer</source>
        <translation>Who plays Right (red): a person or the computer</translation>
    </message>
    <message>
        <source>Left first</source>
        <translation>Left first</translation>
    </message>
    <message>
        <source>Right first</source>
        <translation>Right first</translation>
    </message>
    <message>
        <source>Who makes the first move of a new game</source>
        <translation>Who makes the first move of a new game</translation>
    </message>
    <message>
        <source>Start again from the components&apos; positions</source>
        <translation>Start again from the components&apos; positions</translation>
    </message>
    <message>
        <source>Take back your last move (and the computer&apos;s reply)</source>
        <translation>Take back your last move (and the computer&apos;s reply)</translation>
    </message>
    <message>
        <source>Show the value of each component and of the total, and mark the winning moves</source>
        <translation>Show the value of each component and of the total, and mark the winning moves</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Left:</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Right:</translation>
    </message>
    <message>
        <source>The legal moves of the player to move: click one to play it</source>
        <translation>The legal moves of the player to move: click one to play it</translation>
    </message>
    <message>
        <source>The moves played so far</source>
        <translation>The moves played so far</translation>
    </message>
    <message>
        <source>component %1 left out: %2</source>
        <translation>component %1 left out: %2</translation>
    </message>
    <message>
        <source>%1: %2 (component %3)</source>
        <translation>%1: %2 (component %3)</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>the computer</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>a person</translation>
    </message>
    <message>
        <source>%1 has no move: %2 wins.</source>
        <translation>%1 has no move: %2 wins.</translation>
    </message>
    <message>
        <source>%1 to move (%2).</source>
        <translation>%1 to move (%2).</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Evaluating the position…</source>
        <translation>Evaluating the position…</translation>
    </message>
    <message>
        <source>Too large to analyse (%1): the moves stay legal, the computer plays any.</source>
        <translation>Too large to analyse (%1): the moves stay legal, the computer plays any.</translation>
    </message>
    <message>
        <source>Total G = %1; winning moves for %2: %3</source>
        <translation>Total G = %1; winning moves for %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>winning</source>
        <translation>winning</translation>
    </message>
    <message>
        <source>A winning move: the total after it wins for %1 moving second</source>
        <translation>A winning move: the total after it wins for %1 moving second</translation>
    </message>
    <message>
        <source>Evaluating the position</source>
        <translation>Evaluating the position</translation>
    </message>
    <message>
        <source>%1 to move: no move of %1 there. Click a cell a domino of %1 can cover, a piece of %1, or an edge %1 may chop.</source>
        <translation>%1 to move: no move of %1 there. Click a cell a domino of %1 can cover, a piece of %1, or an edge %1 may chop.</translation>
    </message>
    <message>
        <source>This sum cannot be played move by move: component %1 holds *%2, and each player has a move to every *k with k &lt; %2 there. Its value is on the Value page.</source>
        <translation>This sum cannot be played move by move: component %1 holds *%2, and each player has a move to every *k with k &lt; %2 there. Its value is on the Value page.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanThermographPage</name>
    <message>
        <source>Thermograph of</source>
        <translation>Thermograph of</translation>
    </message>
    <message>
        <source>The sum G or one of its components</source>
        <translation>The sum G or one of its components</translation>
    </message>
    <message>
        <source>No analysis yet.</source>
        <translation>No analysis yet.</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>component %1 = %2</source>
        <translation>component %1 = %2</translation>
    </message>
    <message>
        <source>Component %1 = %2</source>
        <translation>Component %1 = %2</translation>
    </message>
    <message>
        <source>Mean %1, temperature %2. Left wall (t, value): %3. Right wall: %4.</source>
        <translation>Mean %1, temperature %2. Left wall (t, value): %3. Right wall: %4.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanTreePage</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>more than 10¹⁹ nodes</source>
        <translation>more than 10¹⁹ nodes</translation>
    </message>
    <message>
        <source>(the first %1 drawn)</source>
        <translation>(the first %1 drawn)</translation>
    </message>
    <message>
        <source>−G</source>
        <translation>−G</translation>
    </message>
    <message>
        <source>Draw −G instead of G: the tree mirrored, Left and Right (blue and red) swapped</source>
        <translation>Draw −G instead of G: the tree mirrored, Left and Right (blue and red) swapped</translation>
    </message>
    <message>
        <source>The game tree as given: Left&apos;s options down-left (blue), Right&apos;s down-right (red)</source>
        <translation>The game tree as given: Left&apos;s options down-left (blue), Right&apos;s down-right (red)</translation>
    </message>
    <message>
        <source>The tree of the canonical form: dominated options deleted, reversible ones bypassed</source>
        <translation>The tree of the canonical form: dominated options deleted, reversible ones bypassed</translation>
    </message>
    <message>
        <source>The steps from the form to the canonical form; click one to ring its position in the tree</source>
        <translation>The steps from the form to the canonical form; click one to ring its position in the tree</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reduction log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Reduction log&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No analysis yet.</source>
        <translation>No analysis yet.</translation>
    </message>
    <message>
        <source>At %1: Left option %2 dominated by %3 (%3 ≥ %2)</source>
        <translation>At %1: Left option %2 dominated by %3 (%3 ≥ %2)</translation>
    </message>
    <message>
        <source>At %1: Right option %2 dominated by %3 (%3 ≤ %2)</source>
        <translation>At %1: Right option %2 dominated by %3 (%3 ≤ %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>At %1: Left option %2 reversed through its right option %3 (%3 ≤ %1); replaced by the left options of %3 (%4)</source>
        <translation>At %1: Left option %2 reversed through its right option %3 (%3 ≤ %1); replaced by the left options of %3 (%4)</translation>
    </message>
    <message>
        <source>At %1: Right option %2 reversed through its left option %3 (%3 ≥ %1); replaced by the right options of %3 (%4)</source>
        <translation>At %1: Right option %2 reversed through its left option %3 (%3 ≥ %1); replaced by the right options of %3 (%4)</translation>
    </message>
    <message>
        <source>The form is already canonical: nothing to remove.</source>
        <translation>The form is already canonical: nothing to remove.</translation>
    </message>
    <message>
        <source>… more steps not logged</source>
        <translation>… more steps not logged</translation>
    </message>
    <message>
        <source>&lt;b&gt;As given&lt;/b&gt;</source>
        <translation>&lt;b&gt;As given&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Canonical&lt;/b&gt;</source>
        <translation>&lt;b&gt;Canonical&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 as given&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1 as given&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 canonical&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1 canonical&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>G = %1 is computed symbolically: its trees have %2 options at every level and are not drawn.</source>
        <translation>G = %1 is computed symbolically: its trees have %2 options at every level and are not drawn.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanValuePage</name>
    <message>
        <source>The value of the sum G of the components: canonical form, outcome, stops, incentives</source>
        <translation>The value of the sum G of the components: canonical form, outcome, stops, incentives</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>Canonical form:</source>
        <translation>Canonical form:</translation>
    </message>
    <message>
        <source>Name: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Name: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No conventional name.</source>
        <translation>No conventional name.</translation>
    </message>
    <message>
        <source>Outcome class:</source>
        <translation>Outcome class:</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Left</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Right</translation>
    </message>
    <message>
        <source>%1 moves first: %1 wins</source>
        <translation>%1 moves first: %1 wins</translation>
    </message>
    <message>
        <source>%1 moves first: %1 loses (%2 wins)</source>
        <translation>%1 moves first: %1 loses (%2 wins)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Property</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Winning moves for Left</source>
        <translation>Winning moves for Left</translation>
    </message>
    <message>
        <source>Winning moves for Right</source>
        <translation>Winning moves for Right</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Number</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>not a number</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>Birthday</translation>
    </message>
    <message>
        <source>Left stop / right stop</source>
        <translation>Left stop / right stop</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <source>Left incentives G&lt;sup&gt;L&lt;/sup&gt; − G (largest first)</source>
        <translation>Left incentives G&lt;sup&gt;L&lt;/sup&gt; − G (largest first)</translation>
    </message>
    <message>
        <source>Right incentives G − G&lt;sup&gt;R&lt;/sup&gt; (largest first)</source>
        <translation>Right incentives G − G&lt;sup&gt;R&lt;/sup&gt; (largest first)</translation>
    </message>
    <message>
        <source>Nodes of the game tree</source>
        <translation>Nodes of the game tree</translation>
    </message>
    <message>
        <source>%1 as given, %2 canonical</source>
        <translation>%1 as given, %2 canonical</translation>
    </message>
    <message>
        <source>The sum-rule form of G would have more than %1 positions; G is taken as its canonical value.</source>
        <translation>The sum-rule form of G would have more than %1 positions; G is taken as its canonical value.</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Components</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>more than 10¹⁹</source>
        <translation>more than 10¹⁹</translation>
    </message>
    <message>
        <source>G is a number x plus the nimber *n with n = %1, computed symbolically: each player has %1 options, x + *k for every k below n; the lists show the first %2, and the game trees are not drawn.</source>
        <translation>G is a number x plus the nimber *n with n = %1, computed symbolically: each player has %1 options, x + *k for every k below n; the lists show the first %2, and the game trees are not drawn.</translation>
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
    <message>
        <source>&lt;b&gt;Tableau %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tableau %1.&lt;/b&gt;</translation>
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
    <name>gamelab::ui::PlayText</name>
    <message>
        <source>nim-sum</source>
        <translation>nim-sum</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundy&apos;s game</translation>
    </message>
    <message>
        <source>Subtract a power of 2</source>
        <translation>Subtract a power of 2</translation>
    </message>
    <message>
        <source>At-Least-Half</source>
        <translation>At-Least-Half</translation>
    </message>
    <message>
        <source>At-Most-Half</source>
        <translation>At-Most-Half</translation>
    </message>
    <message>
        <source>Dim⁺ (remove a divisor)</source>
        <translation>Dim⁺ (remove a divisor)</translation>
    </message>
    <message>
        <source>Aliquot (remove a proper divisor)</source>
        <translation>Aliquot (remove a proper divisor)</translation>
    </message>
    <message>
        <source>Even if not all, all if odd</source>
        <translation>Even if not all, all if odd</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Subtraction game {%1}</source>
        <translation>Subtraction game {%1}</translation>
    </message>
    <message>
        <source>Kayles (0.77)</source>
        <translation>Kayles (0.77)</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess (0.137)</source>
        <translation>Dawson&apos;s chess (0.137)</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>Lasker&apos;s Nim</translation>
    </message>
    <message>
        <source>Octal game %1</source>
        <translation>Octal game %1</translation>
    </message>
    <message>
        <source>Hexadecimal game %1</source>
        <translation>Hexadecimal game %1</translation>
    </message>
    <message>
        <source>%1, impatient</source>
        <translation>%1, impatient</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim_%1</source>
        <translation>Moore&apos;s Nim_%1</translation>
    </message>
    <message>
        <source>Staircase Nim</source>
        <translation>Staircase Nim</translation>
    </message>
    <message>
        <source>Sum of heap games</source>
        <translation>Sum of heap games</translation>
    </message>
    <message>
        <source>Nimble (move up to two coins)</source>
        <translation>Nimble (move up to two coins)</translation>
    </message>
    <message>
        <source>Nimble</source>
        <translation>Nimble</translation>
    </message>
    <message>
        <source>Coin turning: %1</source>
        <translation>Coin turning: %1</translation>
    </message>
    <message>
        <source>Acrostic Twins</source>
        <translation>Acrostic Twins</translation>
    </message>
    <message>
        <source>Turning Corners</source>
        <translation>Turning Corners</translation>
    </message>
    <message>
        <source>Tartan game %1 × %2</source>
        <translation>Tartan game %1 × %2</translation>
    </message>
    <message>
        <source>Wythoff&apos;s queens</source>
        <translation>Wythoff&apos;s queens</translation>
    </message>
    <message>
        <source>Northcott&apos;s game</source>
        <translation>Northcott&apos;s game</translation>
    </message>
    <message>
        <source>Green Hackenbush</source>
        <translation>Green Hackenbush</translation>
    </message>
    <message>
        <source>Game on a graph</source>
        <translation>Game on a graph</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Step %1</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>Heap %1</translation>
    </message>
    <message>
        <source>Coin %1</source>
        <translation>Coin %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Queen %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Row %1</translation>
    </message>
    <message>
        <source>Tree %1</source>
        <translation>Tree %1</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Token %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message numerus="yes">
        <source>Step %1: %n coin(s) down</source>
        <translation>
            <numerusform>Step %1: %n coin down</numerusform>
            <numerusform>Step %1: %n coins down</numerusform>
        </translation>
    </message>
    <message>
        <source>heap %1: %2 → %3</source>
        <translation>heap %1: %2 → %3</translation>
    </message>
    <message>
        <source>Heap %1: %2 → %3</source>
        <translation>Heap %1: %2 → %3</translation>
    </message>
    <message>
        <source>coin on %1 → %2</source>
        <translation>coin on %1 → %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <source>Queen %1 to (%2, %3)</source>
        <translation>Queen %1 to (%2, %3)</translation>
    </message>
    <message>
        <source>Row %1: white to %2</source>
        <translation>Row %1: white to %2</translation>
    </message>
    <message>
        <source>Row %1: black to %2</source>
        <translation>Row %1: black to %2</translation>
    </message>
    <message>
        <source>Cut edge %1</source>
        <translation>Cut edge %1</translation>
    </message>
    <message>
        <source>Token %1 to %2</source>
        <translation>Token %1 to %2</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>That is not a move of this game.</translation>
    </message>
    <message>
        <source>There is no such piece on the board.</source>
        <translation>There is no such piece on the board.</translation>
    </message>
    <message>
        <source>A move must change something.</source>
        <translation>A move must change something.</translation>
    </message>
    <message>
        <source>The rule does not allow this move.</source>
        <translation>The rule does not allow this move.</translation>
    </message>
    <message>
        <source>You may change at most %1 heaps in one move.</source>
        <translation>You may change at most %1 heaps in one move.</translation>
    </message>
    <message>
        <source>The rightmost coin turned must show heads.</source>
        <translation>The rightmost coin turned must show heads.</translation>
    </message>
    <message>
        <source>A queen moves only left, down, or diagonally down-left.</source>
        <translation>A queen moves only left, down, or diagonally down-left.</translation>
    </message>
    <message>
        <source>A checker may not jump over or land on the other checker.</source>
        <translation>A checker may not jump over or land on the other checker.</translation>
    </message>
    <message>
        <source>There is no arc from the token&apos;s vertex to that vertex.</source>
        <translation>There is no arc from the token&apos;s vertex to that vertex.</translation>
    </message>
    <message>
        <source>The game is over: no move is possible.</source>
        <translation>The game is over: no move is possible.</translation>
    </message>
    <message>
        <source>Heap %1 may only shrink: it has %2, not %3.</source>
        <translation>Heap %1 may only shrink: it has %2, not %3.</translation>
    </message>
    <message>
        <source>You cannot take %1: there are only %2.</source>
        <translation>You cannot take %1: there are only %2.</translation>
    </message>
    <message>
        <source>A move may not use the same coin twice.</source>
        <translation>A move may not use the same coin twice.</translation>
    </message>
    <message>
        <source>Coins move only to the left (from %1 to %2 is to the right).</source>
        <translation>Coins move only to the left (from %1 to %2 is to the right).</translation>
    </message>
    <message>
        <source>The coins turned must include the south-east corner of their rectangle.</source>
        <translation>The coins turned must include the south-east corner of their rectangle.</translation>
    </message>
    <message>
        <source>Give one new size for each of the %1 heaps (%2 given).</source>
        <translation>Give one new size for each of the %1 heaps (%2 given).</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PlayView</name>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Start a new game: choose the game and a size</source>
        <translation>Start a new game: choose the game and a size</translation>
    </message>
    <message>
        <source>Start a new game: choose the game and a size (%1)</source>
        <translation>Start a new game: choose the game and a size (%1)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s reply (Ctrl+Z)</source>
        <translation>Take back your last move and the computer&apos;s reply (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Computer, move</source>
        <translation>Computer, move</translation>
    </message>
    <message>
        <source>Let the computer make its move now</source>
        <translation>Let the computer make its move now</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>Edit position</translation>
    </message>
    <message>
        <source>Set up the position on the board (every change can be undone)</source>
        <translation>Set up the position on the board (every change can be undone)</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Hints</translation>
    </message>
    <message>
        <source>Show Grundy values, the nim-sum and the winning moves</source>
        <translation>Show Grundy values, the nim-sum and the winning moves</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show the analysis of this game&apos;s rule</source>
        <translation>Show the analysis of this game&apos;s rule</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>the computer</translation>
    </message>
    <message>
        <source>a second human</source>
        <translation>a second human</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>The computer</translation>
    </message>
    <message>
        <source>Normal play (last move wins)</source>
        <translation>Normal play (last move wins)</translation>
    </message>
    <message>
        <source>Misère play (last move loses)</source>
        <translation>Misère play (last move loses)</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Perfect</translation>
    </message>
    <message>
        <source>Makes mistakes</source>
        <translation>Makes mistakes</translation>
    </message>
    <message>
        <source>The probability that the computer plays a random move instead of a winning one</source>
        <translation>The probability that the computer plays a random move instead of a winning one</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Opponent:</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>Starts:</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Computer:</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Play against the computer</translation>
    </message>
    <message>
        <source>Two human players</source>
        <translation>Two human players</translation>
    </message>
    <message>
        <source>You start</source>
        <translation>You start</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>The computer starts</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>Misère play</translation>
    </message>
    <message>
        <source>Normal play</source>
        <translation>Normal play</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Computer strength</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Moves:</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>Why?</translation>
    </message>
    <message>
        <source>Misère play is not supported for this game</source>
        <translation>Misère play is not supported for this game</translation>
    </message>
    <message>
        <source>Normal play: the player who cannot move loses. Misère: that player wins.</source>
        <translation>Normal play: the player who cannot move loses. Misère: that player wins.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>The computer wins</translation>
    </message>
    <message>
        <source>Player 1 wins!</source>
        <translation>Player 1 wins!</translation>
    </message>
    <message>
        <source>Player 2 wins!</source>
        <translation>Player 2 wins!</translation>
    </message>
    <message>
        <source>Editing the position: change it on the board, then leave Edit position to play.</source>
        <translation>Editing the position: change it on the board, then leave Edit position to play.</translation>
    </message>
    <message>
        <source>Game over: no move is left.</source>
        <translation>Game over: no move is left.</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>The computer is thinking…</translation>
    </message>
    <message>
        <source>Player 1 to move</source>
        <translation>Player 1 to move</translation>
    </message>
    <message>
        <source>Player 2 to move</source>
        <translation>Player 2 to move</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Your move</translation>
    </message>
    <message>
        <source>The computer&apos;s turn: press “Computer, move”.</source>
        <translation>The computer&apos;s turn: press “Computer, move”.</translation>
    </message>
    <message>
        <source>Hints are off (press H).</source>
        <translation>Hints are off (press H).</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Illegal move: %1</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>The computer is thinking</translation>
    </message>
    <message>
        <source>The computer plays %1</source>
        <translation>The computer plays %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerCharts</name>
    <message>
        <source>β (bet size; antes 1)</source>
        <translation>β (bet size; antes 1)</translation>
    </message>
    <message>
        <source>Value to player I against the bet size</source>
        <translation>Value to player I against the bet size</translation>
    </message>
    <message>
        <source>v(β)</source>
        <translation>v(β)</translation>
    </message>
    <message>
        <source>fair game (0)</source>
        <translation>fair game (0)</translation>
    </message>
    <message>
        <source>β = %1: v = %2</source>
        <translation>β = %1: v = %2</translation>
    </message>
    <message>
        <source>Optimal thresholds against the bet size</source>
        <translation>Optimal thresholds against the bet size</translation>
    </message>
    <message>
        <source>threshold (hand)</source>
        <translation>threshold (hand)</translation>
    </message>
    <message>
        <source>b² (I bets above)</source>
        <translation>b² (I bets above)</translation>
    </message>
    <message>
        <source>β = %1</source>
        <translation>β = %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerEditor</name>
    <message>
        <source>La Relance (Borel)</source>
        <translation>La Relance (Borel)</translation>
    </message>
    <message>
        <source>von Neumann&apos;s poker</source>
        <translation>von Neumann&apos;s poker</translation>
    </message>
    <message>
        <source>Poker with check-back</source>
        <translation>Poker with check-back</translation>
    </message>
    <message>
        <source>I folds (losing the ante) or bets β; II folds or calls. I bets iff x &gt; b², II calls iff y &gt; b.</source>
        <translation>I folds (losing the ante) or bets β; II folds or calls. I bets iff x &gt; b², II calls iff y &gt; b.</translation>
    </message>
    <message>
        <source>I checks (showdown for the antes) or bets β; II folds or calls. I bets iff x &lt; a (bluff) or x &gt; b, II calls iff y &gt; c.</source>
        <translation>I checks (showdown for the antes) or bets β; II folds or calls. I bets iff x &lt; a (bluff) or x &gt; b, II calls iff y &gt; c.</translation>
    </message>
    <message>
        <source>I checks or bets β; after a check II checks back (no payoff) or calls (showdown for the antes). I bets iff x &lt; a or x &gt; b; II calls a bet iff y &gt; c and a check iff y &gt; d.</source>
        <translation>I checks or bets β; after a check II checks back (no payoff) or calls (showdown for the antes). I bets iff x &lt; a or x &gt; b; II calls a bet iff y &gt; c and a check iff y &gt; d.</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>Strategies</translation>
    </message>
    <message>
        <source>The unit square of hands: the regions of optimal play and I&apos;s payoff in each</source>
        <translation>The unit square of hands: the regions of optimal play and I&apos;s payoff in each</translation>
    </message>
    <message>
        <source>Betting tree</source>
        <translation>Betting tree</translation>
    </message>
    <message>
        <source>Who moves when, and the payoffs to I</source>
        <translation>Who moves when, and the payoffs to I</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>The value v(β) to player I against the bet size</source>
        <translation>The value v(β) to player I against the bet size</translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation>Thresholds</translation>
    </message>
    <message>
        <source>The optimal thresholds against the bet size</source>
        <translation>The optimal thresholds against the bet size</translation>
    </message>
    <message>
        <source>The poker model (Ferguson §2.7)</source>
        <translation>The poker model (Ferguson §2.7)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Model:</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Model: %1</translation>
    </message>
    <message>
        <source>The bet size β &gt; 0 in antes (exact: 2, 1/2, 0.75)</source>
        <translation>The bet size β &gt; 0 in antes (exact: 2, 1/2, 0.75)</translation>
    </message>
    <message>
        <source>Bet size β:</source>
        <translation>Bet size β:</translation>
    </message>
    <message>
        <source>Discretised game (hands in n equally likely classes, exact):</source>
        <translation>Discretised game (hands in n equally likely classes, exact):</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>value vₙ</source>
        <translation>value vₙ</translation>
    </message>
    <message>
        <source>≈</source>
        <translation>≈</translation>
    </message>
    <message>
        <source>vₙ − v</source>
        <translation>vₙ − v</translation>
    </message>
    <message>
        <source>The value of the game with hands in n classes (ties split), solved exactly by the sequence form; it tends to the continuous value v as n grows</source>
        <translation>The value of the game with hands in n classes (ties split), solved exactly by the sequence form; it tends to the continuous value v as n grows</translation>
    </message>
    <message>
        <source>“%1” is not a number (use 2, 1/2 or 0.75).</source>
        <translation>“%1” is not a number (use 2, 1/2 or 0.75).</translation>
    </message>
    <message>
        <source>Bet size β = %1</source>
        <translation>Bet size β = %1</translation>
    </message>
    <message>
        <source>No results: %1</source>
        <translation>No results: %1</translation>
    </message>
    <message>
        <source>Value to I:</source>
        <translation>Value to I:</translation>
    </message>
    <message>
        <source>The game favours player I.</source>
        <translation>The game favours player I.</translation>
    </message>
    <message>
        <source>The game favours player II.</source>
        <translation>The game favours player II.</translation>
    </message>
    <message>
        <source>The game is fair.</source>
        <translation>The game is fair.</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Threshold</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Decimal</translation>
    </message>
    <message>
        <source>Solving the discretised games</source>
        <translation>Solving the discretised games</translation>
    </message>
    <message>
        <source>Guess it! (§2.6.2)</source>
        <translation>Guess it! (§2.6.2)</translation>
    </message>
    <message>
        <source>A multistage bluffing game of §2.6.2: the exact table of values and bluffing and calling probabilities</source>
        <translation>A multistage bluffing game of §2.6.2: the exact table of values and bluffing and calling probabilities</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerSquareView</name>
    <message>
        <source>Hands x (I) and y (II) on the unit square: who bets, bluffs, calls and folds, and I&apos;s payoff</source>
        <translation>Hands x (I) and y (II) on the unit square: who bets, bluffs, calls and folds, and I&apos;s payoff</translation>
    </message>
    <message>
        <source>I wins %1</source>
        <translation>I wins %1</translation>
    </message>
    <message>
        <source>I loses %1</source>
        <translation>I loses %1</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>nobody wins</translation>
    </message>
    <message>
        <source>I folds</source>
        <translation>I folds</translation>
    </message>
    <message>
        <source>I checks, showdown for the antes</source>
        <translation>I checks, showdown for the antes</translation>
    </message>
    <message>
        <source>I checks, II checks back</source>
        <translation>I checks, II checks back</translation>
    </message>
    <message>
        <source>I bluffs, II folds</source>
        <translation>I bluffs, II folds</translation>
    </message>
    <message>
        <source>I bets, II folds</source>
        <translation>I bets, II folds</translation>
    </message>
    <message>
        <source>I bluffs, II calls</source>
        <translation>I bluffs, II calls</translation>
    </message>
    <message>
        <source>I bets, II calls</source>
        <translation>I bets, II calls</translation>
    </message>
    <message>
        <source>%1: %2 (probability %3)</source>
        <translation>%1: %2 (probability %3)</translation>
    </message>
    <message>
        <source>x (I&apos;s hand)</source>
        <translation>x (I&apos;s hand)</translation>
    </message>
    <message>
        <source>y (II&apos;s hand)</source>
        <translation>y (II&apos;s hand)</translation>
    </message>
    <message>
        <source>bet, called</source>
        <translation>bet, called</translation>
    </message>
    <message>
        <source>bet, folded</source>
        <translation>bet, folded</translation>
    </message>
    <message>
        <source>check, showdown</source>
        <translation>check, showdown</translation>
    </message>
    <message>
        <source>both check</source>
        <translation>both check</translation>
    </message>
    <message>
        <source>bluff</source>
        <translation>bluff</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerTreeView</name>
    <message>
        <source>The betting tree: I moves knowing x, then II knowing y and I&apos;s action; payoffs to I</source>
        <translation>The betting tree: I moves knowing x, then II knowing y and I&apos;s action; payoffs to I</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>fold</translation>
    </message>
    <message>
        <source>check</source>
        <translation>check</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>bet %1</translation>
    </message>
    <message>
        <source>call</source>
        <translation>call</translation>
    </message>
    <message>
        <source>Antes 1 each; ± is a showdown: the higher hand wins it.</source>
        <translation>Antes 1 each; ± is a showdown: the higher hand wins it.</translation>
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
    <message>
        <source>Checking the game&apos;s properties</source>
        <translation>Checking the game&apos;s properties</translation>
    </message>
    <message>
        <source>Deciding the core</source>
        <translation>Deciding the core</translation>
    </message>
    <message>
        <source>Computing the Shapley value</source>
        <translation>Computing the Shapley value</translation>
    </message>
    <message>
        <source>Counting pivots and swings</source>
        <translation>Counting pivots and swings</translation>
    </message>
    <message>
        <source>Solving the nucleolus linear programs</source>
        <translation>Solving the nucleolus linear programs</translation>
    </message>
    <message>
        <source>Solving each coalition&apos;s zero-sum game</source>
        <translation>Solving each coalition&apos;s zero-sum game</translation>
    </message>
    <message>
        <source>Following the path</source>
        <translation>Following the path</translation>
    </message>
    <message>
        <source>Going through the coalitions</source>
        <translation>Going through the coalitions</translation>
    </message>
    <message>
        <source>Labelling the graph&apos;s vertices</source>
        <translation>Labelling the graph&apos;s vertices</translation>
    </message>
    <message>
        <source>Computing Grundy values</source>
        <translation>Computing Grundy values</translation>
    </message>
    <message>
        <source>Solving the tree backwards (subgame perfection)</source>
        <translation>Solving the tree backwards (subgame perfection)</translation>
    </message>
    <message>
        <source>Building the strategic form</source>
        <translation>Building the strategic form</translation>
    </message>
    <message>
        <source>Setting up the sequence form</source>
        <translation>Setting up the sequence form</translation>
    </message>
    <message>
        <source>Solving Liar&apos;s Dice subgame by subgame</source>
        <translation>Solving Liar&apos;s Dice subgame by subgame</translation>
    </message>
    <message>
        <source>Backward induction</source>
        <translation>Backward induction</translation>
    </message>
    <message>
        <source>Solving the subgames bottom-up</source>
        <translation>Solving the subgames bottom-up</translation>
    </message>
    <message>
        <source>Solving the threat game A − B</source>
        <translation>Solving the threat game A − B</translation>
    </message>
    <message>
        <source>Looking for the exchange rate λ*</source>
        <translation>Looking for the exchange rate λ*</translation>
    </message>
    <message>
        <source>Maximising the Nash product</source>
        <translation>Maximising the Nash product</translation>
    </message>
    <message>
        <source>Finding forced-win and kingmaker nodes</source>
        <translation>Finding forced-win and kingmaker nodes</translation>
    </message>
    <message>
        <source>Searching the tree with maxn</source>
        <translation>Searching the tree with maxn</translation>
    </message>
    <message>
        <source>Deciding the SP-1EP bottom-up</source>
        <translation>Deciding the SP-1EP bottom-up</translation>
    </message>
    <message>
        <source>Reducing the tree to its essence</source>
        <translation>Reducing the tree to its essence</translation>
    </message>
    <message>
        <source>Playing out the matches exactly</source>
        <translation>Playing out the matches exactly</translation>
    </message>
    <message>
        <source>Solving the discretised poker games</source>
        <translation>Solving the discretised poker games</translation>
    </message>
    <message>
        <source>Solving the Guess it! games</source>
        <translation>Solving the Guess it! games</translation>
    </message>
    <message>
        <source>Computing the values of the positions</source>
        <translation>Computing the values of the positions</translation>
    </message>
    <message>
        <source>Simplifying to the canonical form</source>
        <translation>Simplifying to the canonical form</translation>
    </message>
    <message>
        <source>Drawing the thermographs</source>
        <translation>Drawing the thermographs</translation>
    </message>
    <message>
        <source>Solving the states</source>
        <translation>Solving the states</translation>
    </message>
    <message>
        <source>Iterating the values (Shapley&apos;s iteration)</source>
        <translation>Iterating the values (Shapley&apos;s iteration)</translation>
    </message>
    <message>
        <source>Computing the canonical values</source>
        <translation>Computing the canonical values</translation>
    </message>
    <message>
        <source>Enumerating the games born by the day</source>
        <translation>Enumerating the games born by the day</translation>
    </message>
    <message>
        <source>Finding the symmetric equilibria</source>
        <translation>Finding the symmetric equilibria</translation>
    </message>
    <message>
        <source>Tracing the logit QRE branch</source>
        <translation>Tracing the logit QRE branch</translation>
    </message>
    <message>
        <source>Testing the equilibria for perfection and properness</source>
        <translation>Testing the equilibria for perfection and properness</translation>
    </message>
    <message>
        <source>Following Lemke&apos;s path</source>
        <translation>Following Lemke&apos;s path</translation>
    </message>
    <message>
        <source>Iterating CFR+ (approximate)</source>
        <translation>Iterating CFR+ (approximate)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::QreBranchChart</name>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>λ / (1 + λ)</source>
        <translation>λ / (1 + λ)</translation>
    </message>
    <message>
        <source>fitted</source>
        <translation>fitted</translation>
    </message>
    <message>
        <source>The principal branch of logit quantal response equilibria, traced from uniform play at λ = 0</source>
        <translation>The principal branch of logit quantal response equilibria, traced from uniform play at λ = 0</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::QrePanel</name>
    <message>
        <source>Axis:</source>
        <translation>Axis:</translation>
    </message>
    <message>
        <source>λ / (1 + λ): the whole branch</source>
        <translation>λ / (1 + λ): the whole branch</translation>
    </message>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>λ/(1+λ) maps λ = 0…∞ onto 0…1 and shows the branch to its limit; λ shows where it moves most</source>
        <translation>λ/(1+λ) maps λ = 0…∞ onto 0…1 and shows the branch to its limit; λ shows where it moves most</translation>
    </message>
    <message>
        <source>Along the branch:</source>
        <translation>Along the branch:</translation>
    </message>
    <message>
        <source>Move along the branch (through its turns back in λ); the table shows the profile at the marker</source>
        <translation>Move along the branch (through its turns back in λ); the table shows the profile at the marker</translation>
    </message>
    <message>
        <source>Position on the QRE branch</source>
        <translation>Position on the QRE branch</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choice</translation>
    </message>
    <message>
        <source>Probability at λ</source>
        <translation>Probability at λ</translation>
    </message>
    <message>
        <source>Observed count</source>
        <translation>Observed count</translation>
    </message>
    <message>
        <source>Observed share</source>
        <translation>Observed share</translation>
    </message>
    <message>
        <source>Fitted probability</source>
        <translation>Fitted probability</translation>
    </message>
    <message>
        <source>Type observed choice counts in the Observed count column (or paste a block: one line per agent, or one number per line); the maximum-likelihood λ is fitted to them</source>
        <translation>Type observed choice counts in the Observed count column (or paste a block: one line per agent, or one number per line); the maximum-likelihood λ is fitted to them</translation>
    </message>
    <message>
        <source>The log-likelihood of the observed counts at each point of the branch</source>
        <translation>The log-likelihood of the observed counts at each point of the branch</translation>
    </message>
    <message>
        <source>No QRE branch yet.</source>
        <translation>No QRE branch yet.</translation>
    </message>
    <message>
        <source>The trace stopped at λ = %1 before its end (the equilibria near the limit form a continuum, where the branch cannot be followed further); the limit is taken there.</source>
        <translation>The trace stopped at λ = %1 before its end (the equilibria near the limit form a continuum, where the branch cannot be followed further); the limit is taken there.</translation>
    </message>
    <message>
        <source>Type observed counts to fit λ.</source>
        <translation>Type observed counts to fit λ.</translation>
    </message>
    <message>
        <source>λ ≈ %1</source>
        <translation>λ ≈ %1</translation>
    </message>
    <message>
        <source>λ = %1</source>
        <translation>λ = %1</translation>
    </message>
    <message>
        <source>Between two traced points: the profile is interpolated</source>
        <translation>Between two traced points: the profile is interpolated</translation>
    </message>
    <message>
        <source>A traced point of the branch</source>
        <translation>A traced point of the branch</translation>
    </message>
    <message>
        <source>%1, %2: “%3” is not a count (a number ≥ 0).</source>
        <translation>%1, %2: “%3” is not a count (a number ≥ 0).</translation>
    </message>
    <message>
        <source>Fitting λ</source>
        <translation>Fitting λ</translation>
    </message>
    <message>
        <source>Maximum likelihood at λ = %1 (log-likelihood %2).</source>
        <translation>Maximum likelihood at λ = %1 (log-likelihood %2).</translation>
    </message>
    <message>
        <source>λ / (1 + λ)</source>
        <translation>λ / (1 + λ)</translation>
    </message>
    <message>
        <source>log-likelihood</source>
        <translation>log-likelihood</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branch</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>Likelihood</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::RefinementMarks</name>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%1&apos;s %2</translation>
    </message>
    <message>
        <source>not perfect (dominated: %1)</source>
        <translation>not perfect (dominated: %1)</translation>
    </message>
    <message>
        <source>perfect, proper: undecided</source>
        <translation>perfect, proper: undecided</translation>
    </message>
    <message>
        <source>perfect, proper</source>
        <translation>perfect, proper</translation>
    </message>
    <message>
        <source>perfect, not proper</source>
        <translation>perfect, not proper</translation>
    </message>
    <message>
        <source>%1 is weakly dominated by %2: that never pays less and pays more against some strategy of the opponent, so %1 is a best response to no completely mixed strategy.</source>
        <translation>%1 is weakly dominated by %2: that never pays less and pays more against some strategy of the opponent, so %1 is a best response to no completely mixed strategy.</translation>
    </message>
    <message>
        <source>Its pure strategy %1 is itself weakly dominated by %2.</source>
        <translation>Its pure strategy %1 is itself weakly dominated by %2.</translation>
    </message>
    <message>
        <source>Not perfect, hence not proper.</source>
        <translation>Not perfect, hence not proper.</translation>
    </message>
    <message>
        <source>Perfect: neither strategy is weakly dominated, so each is a best response to some completely mixed strategy of the opponent and the equilibrium survives small trembles.</source>
        <translation>Perfect: neither strategy is weakly dominated, so each is a best response to some completely mixed strategy of the opponent and the equilibrium survives small trembles.</translation>
    </message>
    <message>
        <source>Proper: a strict equilibrium (each strategy the only best response) is proper.</source>
        <translation>Proper: a strict equilibrium (each strategy the only best response) is proper.</translation>
    </message>
    <message>
        <source>Proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies (optimal, then best against the opponent&apos;s mistakes in turn), and both strategies are.</source>
        <translation>Proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies (optimal, then best against the opponent&apos;s mistakes in turn), and both strategies are.</translation>
    </message>
    <message>
        <source>Not proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies, and the strategy of %1 is not one: against the opponent&apos;s likelier mistakes another optimal strategy does better.</source>
        <translation>Not proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies, and the strategy of %1 is not one: against the opponent&apos;s likelier mistakes another optimal strategy does better.</translation>
    </message>
    <message>
        <source>Proper: undecided. Properness is decided here for strict equilibria, imperfect ones and zero-sum games; this one is none of them.</source>
        <translation>Proper: undecided. Properness is decided here for strict equilibria, imperfect ones and zero-sum games; this one is none of them.</translation>
    </message>
    <message>
        <source>perfect part: undecided (too many strategies)</source>
        <translation>perfect part: undecided (too many strategies)</translation>
    </message>
    <message>
        <source>not perfect</source>
        <translation>not perfect</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>perfect</translation>
    </message>
    <message>
        <source>perfect part: %1</source>
        <translation>perfect part: %1</translation>
    </message>
    <message>
        <source>Perfect and proper equilibria</source>
        <translation>Perfect and proper equilibria</translation>
    </message>
    <message>
        <source>An equilibrium is &lt;b&gt;perfect&lt;/b&gt; (trembling-hand perfect, Selten) when it stays an equilibrium after every strategy is played by mistake with a tiny probability. With two players this holds exactly when neither player&apos;s strategy is weakly dominated. It is &lt;b&gt;proper&lt;/b&gt; (Myerson) when it survives trembles in which a costlier mistake is far less likely than a cheaper one; every proper equilibrium is perfect.</source>
        <translation>An equilibrium is &lt;b&gt;perfect&lt;/b&gt; (trembling-hand perfect, Selten) when it stays an equilibrium after every strategy is played by mistake with a tiny probability. With two players this holds exactly when neither player&apos;s strategy is weakly dominated. It is &lt;b&gt;proper&lt;/b&gt; (Myerson) when it survives trembles in which a costlier mistake is far less likely than a cheaper one; every proper equilibrium is perfect.</translation>
    </message>
    <message>
        <source>equilibrium %1: %2 is weakly dominated by %3</source>
        <translation>equilibrium %1: %2 is weakly dominated by %3</translation>
    </message>
    <message numerus="yes">
        <source>Here %1 of the %n extreme equilibria are perfect.</source>
        <translation>
            <numerusform>Here %1 of the %n extreme equilibrium is perfect.</numerusform>
            <numerusform>Here %1 of the %n extreme equilibria are perfect.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not perfect:</source>
        <translation>Not perfect:</translation>
    </message>
    <message>
        <source>Some components are perfect only in part. The perfect part of a component is a union of its faces (the strategies that are best responses to one completely mixed strategy together), not the convex hull of its perfect extreme equilibria: a mixture of two perfect vertices can be weakly dominated.</source>
        <translation>Some components are perfect only in part. The perfect part of a component is a union of its faces (the strategies that are best responses to one completely mixed strategy together), not the convex hull of its perfect extreme equilibria: a mixture of two perfect vertices can be weakly dominated.</translation>
    </message>
    <message>
        <source>The game is zero-sum: its proper equilibria are the pairs of Dresher-optimal strategies, which decides properness for every extreme equilibrium.</source>
        <translation>The game is zero-sum: its proper equilibria are the pairs of Dresher-optimal strategies, which decides properness for every extreme equilibrium.</translation>
    </message>
    <message numerus="yes">
        <source>Properness is decided for strict equilibria (proper) and imperfect ones (not proper); %n equilibrium(s) are neither and are marked undecided rather than guessed.</source>
        <translation>
            <numerusform>Properness is decided for strict equilibria (proper) and imperfect ones (not proper); %n equilibrium is neither and is marked undecided rather than guessed.</numerusform>
            <numerusform>Properness is decided for strict equilibria (proper) and imperfect ones (not proper); %n equilibria are neither and are marked undecided rather than guessed.</numerusform>
        </translation>
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
    <name>gamelab::ui::SandboxWidget</name>
    <message>
        <source>η of the kmn-η rule: a player expects another player&apos;s kingmaker node to choose its win with a probability in [η, 1−η] (0 &lt; η &lt; 1/2)</source>
        <translation>η of the kmn-η rule: a player expects another player&apos;s kingmaker node to choose its win with a probability in [η, 1−η] (0 &lt; η &lt; 1/2)</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>Probabilities of the children</source>
        <translation>Probabilities of the children</translation>
    </message>
    <message>
        <source>Best reply?</source>
        <translation>Best reply?</translation>
    </message>
    <message>
        <source>kmn-η belief</source>
        <translation>kmn-η belief</translation>
    </message>
    <message>
        <source>Local strategies: type an exact fraction or move the slider</source>
        <translation>Local strategies: type an exact fraction or move the slider</translation>
    </message>
    <message>
        <source>Expected payoffs h at the root (exact)</source>
        <translation>Expected payoffs h at the root (exact)</translation>
    </message>
    <message>
        <source>&amp;η:</source>
        <translation>&amp;η:</translation>
    </message>
    <message>
        <source>What if a player deviates? (one-step-lookahead motive, Def. 4.2.1)</source>
        <translation>What if a player deviates? (one-step-lookahead motive, Def. 4.2.1)</translation>
    </message>
    <message>
        <source>The node whose player changes its local strategy</source>
        <translation>The node whose player changes its local strategy</translation>
    </message>
    <message>
        <source>The new local strategy: the probabilities of the children (&quot;1/10, 9/10&quot;; the last may be left out)</source>
        <translation>The new local strategy: the probabilities of the children (&quot;1/10, 9/10&quot;; the last may be left out)</translation>
    </message>
    <message>
        <source>&amp;Deviate</source>
        <translation>&amp;Deviate</translation>
    </message>
    <message>
        <source>Change the strategy; players whose strategy stops being a best reply switch to a best reply</source>
        <translation>Change the strategy; players whose strategy stops being a best reply switch to a best reply</translation>
    </message>
    <message>
        <source>Ado&amp;pt the new profile</source>
        <translation>Ado&amp;pt the new profile</translation>
    </message>
    <message>
        <source>Replace the sliders&apos; profile by the profile after the deviation</source>
        <translation>Replace the sliders&apos; profile by the profile after the deviation</translation>
    </message>
    <message>
        <source>&amp;Node:</source>
        <translation>&amp;Node:</translation>
    </message>
    <message>
        <source>New &amp;strategy:</source>
        <translation>New &amp;strategy:</translation>
    </message>
    <message>
        <source>No binary game.</source>
        <translation>No binary game.</translation>
    </message>
    <message numerus="yes">
        <source>All %n decision node(s).</source>
        <translation>
            <numerusform>All %n decision node.</numerusform>
            <numerusform>All %n decision nodes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2 kingmaker or tied nodes (of %3 decision nodes); the others play their first child.</source>
        <translation>The first %1 of %2 kingmaker or tied nodes (of %3 decision nodes); the others play their first child.</translation>
    </message>
    <message>
        <source>%1 kingmaker or tied nodes of %2 decision nodes; the others play their first child.</source>
        <translation>%1 kingmaker or tied nodes of %2 decision nodes; the others play their first child.</translation>
    </message>
    <message>
        <source>A strict kingmaker node: its mover cannot win but decides who does</source>
        <translation>A strict kingmaker node: its mover cannot win but decides who does</translation>
    </message>
    <message>
        <source>A decision node</source>
        <translation>A decision node</translation>
    </message>
    <message>
        <source>Probability of child %1 (node %2)</source>
        <translation>Probability of child %1 (node %2)</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <source>Exact probability of child %1: %2</source>
        <translation>Exact probability of child %1: %2</translation>
    </message>
    <message>
        <source>p%1</source>
        <translation>p%1</translation>
    </message>
    <message>
        <source>%1: [%2, %3]</source>
        <translation>%1: [%2, %3]</translation>
    </message>
    <message>
        <source>η must be a fraction between 0 and 1/2</source>
        <translation>η must be a fraction between 0 and 1/2</translation>
    </message>
    <message>
        <source>kmn-η: these players expect this kingmaker node to choose their win with a probability in [η, 1−η]</source>
        <translation>kmn-η: these players expect this kingmaker node to choose their win with a probability in [η, 1−η]</translation>
    </message>
    <message>
        <source>Not a probability: type a fraction from 0 to 1 such as 3/5</source>
        <translation>Not a probability: type a fraction from 0 to 1 such as 3/5</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Payoffs h at the root: %1</source>
        <translation>Payoffs h at the root: %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>The profile is a subgame-perfect equilibrium: every node plays a best reply.</source>
        <translation>The profile is a subgame-perfect equilibrium: every node plays a best reply.</translation>
    </message>
    <message>
        <source>… (%1 in all)</source>
        <translation>… (%1 in all)</translation>
    </message>
    <message>
        <source>Not an SPE: not a best reply at %1.</source>
        <translation>Not an SPE: not a best reply at %1.</translation>
    </message>
    <message>
        <source>Type %1 probabilities from 0 to 1 that sum to 1 (the last may be left out).</source>
        <translation>Type %1 probabilities from 0 to 1 that sum to 1 (the last may be left out).</translation>
    </message>
    <message>
        <source>%1&apos;s new strategy is still a best reply.</source>
        <translation>%1&apos;s new strategy is still a best reply.</translation>
    </message>
    <message>
        <source>%1&apos;s new strategy is not a best reply: the profile stops being an SPE.</source>
        <translation>%1&apos;s new strategy is not a best reply: the profile stops being an SPE.</translation>
    </message>
    <message>
        <source>Nobody reacts.</source>
        <translation>Nobody reacts.</translation>
    </message>
    <message>
        <source>Players who react: %1.</source>
        <translation>Players who react: %1.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>New strategies: %1.</source>
        <translation>New strategies: %1.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>h: %1 → %2</source>
        <translation>h: %1 → %2</translation>
    </message>
    <message>
        <source>%1 gains %2: a one-step-lookahead motive.</source>
        <translation>%1 gains %2: a one-step-lookahead motive.</translation>
    </message>
    <message>
        <source>%1 gains nothing (%2): no motive by this change.</source>
        <translation>%1 gains nothing (%2): no motive by this change.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::SequenceTab</name>
    <message>
        <source>Show</source>
        <translation>Show</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>The rules used by the position on the board, and the rules you typed</source>
        <translation>The rules used by the position on the board, and the rules you typed</translation>
    </message>
    <message>
        <source>Other rule:</source>
        <translation>Other rule:</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>heap</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>coins</translation>
    </message>
    <message>
        <source>Whether the rule is for a heap of counters or for a row of coins</source>
        <translation>Whether the rule is for a heap of counters or for a row of coins</translation>
    </message>
    <message>
        <source>1,3,4  or  0.137  or  kayles, grundy, …</source>
        <translation>1,3,4  or  0.137  or  kayles, grundy, …</translation>
    </message>
    <message>
        <source>&lt;p&gt;A heap rule: a subtraction set such as &lt;b&gt;1,3,4&lt;/b&gt;, an octal code such as &lt;b&gt;0.137&lt;/b&gt; or &lt;b&gt;4.333&lt;/b&gt;, or a name: nim, kayles, dawson, lasker, grundy, powers-of-two, at-least-half, at-most-half, dim-plus, aliquot, even-if-not-all.&lt;/p&gt;&lt;p&gt;A coin rule: turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:1,2,3, one-or-two:1,2,3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A heap rule: a subtraction set such as &lt;b&gt;1,3,4&lt;/b&gt;, an octal code such as &lt;b&gt;0.137&lt;/b&gt; or &lt;b&gt;4.333&lt;/b&gt;, or a name: nim, kayles, dawson, lasker, grundy, powers-of-two, at-least-half, at-most-half, dim-plus, aliquot, even-if-not-all.&lt;/p&gt;&lt;p&gt;A coin rule: turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:1,2,3, one-or-two:1,2,3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Values g(0) … g(N), N =</source>
        <translation>Values g(0) … g(N), N =</translation>
    </message>
    <message>
        <source>Up to %1; beyond %2 the values are computed in the background</source>
        <translation>Up to %1; beyond %2 the values are computed in the background</translation>
    </message>
    <message>
        <source>g(n) for n = row + column; red cells are P-positions (g = 0); bold underlined values are exceptions before the period</source>
        <translation>g(n) for n = row + column; red cells are P-positions (g = 0); bold underlined values are exceptions before the period</translation>
    </message>
    <message>
        <source>The computation was cancelled.</source>
        <translation>The computation was cancelled.</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>Nim</translation>
    </message>
    <message>
        <source>Kayles</source>
        <translation>Kayles</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess</source>
        <translation>Dawson&apos;s chess</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>Lasker&apos;s Nim</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>Grundy&apos;s game</translation>
    </message>
    <message>
        <source>Subtract a power of 2</source>
        <translation>Subtract a power of 2</translation>
    </message>
    <message>
        <source>At-Least-Half</source>
        <translation>At-Least-Half</translation>
    </message>
    <message>
        <source>At-Most-Half</source>
        <translation>At-Most-Half</translation>
    </message>
    <message>
        <source>Dim⁺ (remove a divisor)</source>
        <translation>Dim⁺ (remove a divisor)</translation>
    </message>
    <message>
        <source>Aliquot (remove a proper divisor)</source>
        <translation>Aliquot (remove a proper divisor)</translation>
    </message>
    <message>
        <source>Even if not all, all if odd</source>
        <translation>Even if not all, all if odd</translation>
    </message>
    <message>
        <source>Subtraction game S = {%1}</source>
        <translation>Subtraction game S = {%1}</translation>
    </message>
    <message>
        <source>Turning Turtles</source>
        <translation>Turning Turtles</translation>
    </message>
    <message>
        <source>Twins</source>
        <translation>Twins</translation>
    </message>
    <message>
        <source>Mock Turtles</source>
        <translation>Mock Turtles</translation>
    </message>
    <message>
        <source>Triplets</source>
        <translation>Triplets</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Ruler</translation>
    </message>
    <message>
        <source>Rulerette</source>
        <translation>Rulerette</translation>
    </message>
    <message>
        <source>Grunt</source>
        <translation>Grunt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not a coin rule: %1</source>
        <translation>Not a coin rule: %1</translation>
    </message>
    <message>
        <source>Not a heap rule: %1</source>
        <translation>Not a heap rule: %1</translation>
    </message>
    <message>
        <source>typed: %1</source>
        <translation>typed: %1</translation>
    </message>
    <message>
        <source>typed: %1 (%2)</source>
        <translation>typed: %1 (%2)</translation>
    </message>
    <message>
        <source>Computing g(0) … g(%1) for %2 …</source>
        <translation>Computing g(0) … g(%1) for %2 …</translation>
    </message>
    <message>
        <source>Grundy values of %1 up to %2</source>
        <translation>Grundy values of %1 up to %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Rule: %1</translation>
    </message>
    <message>
        <source>Rule: %1 — spec “%2”</source>
        <translation>Rule: %1 — spec “%2”</translation>
    </message>
    <message>
        <source>%1: period %2 from n = %3, proved at n = %4</source>
        <translation>%1: period %2 from n = %3, proved at n = %4</translation>
    </message>
    <message>
        <source>Period %1 from n = %2 on: g(n + %1) = g(n) for every n ≥ %2 (pre-period %2; proved with the values up to n = %3).</source>
        <translation>Period %1 from n = %2 on: g(n + %1) = g(n) for every n ≥ %2 (pre-period %2; proved with the values up to n = %3).</translation>
    </message>
    <message>
        <source>No exceptions: every value before the period already follows it.</source>
        <translation>No exceptions: every value before the period already follows it.</translation>
    </message>
    <message>
        <source>Exceptions before the period, where g(n) differs from the periodic value (%1 in all): %2.</source>
        <translation>Exceptions before the period, where g(n) differs from the periodic value (%1 in all): %2.</translation>
    </message>
    <message>
        <source>%1: no period proved up to n = %2</source>
        <translation>%1: no period proved up to n = %2</translation>
    </message>
    <message>
        <source>No period was found and proved with the values up to n = %1.</source>
        <translation>No period was found and proved with the values up to n = %1.</translation>
    </message>
    <message>
        <source>%1: g(x) for x = %2 … %3</source>
        <translation>%1: g(x) for x = %2 … %3</translation>
    </message>
    <message>
        <source>Coin positions are numbered from %1, as in the source. A row of coins is worth the nim-sum of g(x) over its heads.</source>
        <translation>Coin positions are numbered from %1, as in the source. A row of coins is worth the nim-sum of g(x) over its heads.</translation>
    </message>
    <message>
        <source>P-positions (g = 0) up to %1 (%2 in all): %3.</source>
        <translation>P-positions (g = 0) up to %1 (%2 in all): %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Largest value up to there: %1.</source>
        <translation>Largest value up to there: %1.</translation>
    </message>
    <message>
        <source>heap size n</source>
        <translation>heap size n</translation>
    </message>
    <message>
        <source>g(n)</source>
        <translation>g(n)</translation>
    </message>
    <message>
        <source>coin position x</source>
        <translation>coin position x</translation>
    </message>
    <message>
        <source>g(x)</source>
        <translation>g(x)</translation>
    </message>
    <message>
        <source>g(%1 … %2) = %3</source>
        <translation>g(%1 … %2) = %3</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ShortestWinTab</name>
    <message>
        <source>yes ○</source>
        <translation>yes ○</translation>
    </message>
    <message>
        <source>no ×</source>
        <translation>no ×</translation>
    </message>
    <message>
        <source>The first player wants the shortest sure win; the opponent, who cannot avoid losing, delays as long as possible. &lt;b&gt;v&lt;/b&gt; counts the first player&apos;s own moves (the number in the source&apos;s table); the game then lasts &lt;b&gt;2v&lt;/b&gt; moves: v own moves, v − 1 replies and the opponent&apos;s forced take of the last piece. A winning strategy exists when the DP value is at most L.</source>
        <translation>The first player wants the shortest sure win; the opponent, who cannot avoid losing, delays as long as possible. &lt;b&gt;v&lt;/b&gt; counts the first player&apos;s own moves (the number in the source&apos;s table); the game then lasts &lt;b&gt;2v&lt;/b&gt; moves: v own moves, v − 1 replies and the opponent&apos;s forced take of the last piece. A winning strategy exists when the DP value is at most L.</translation>
    </message>
    <message>
        <source>Whether the first player has a winning strategy (○) or not (×)</source>
        <translation>Whether the first player has a winning strategy (○) or not (×)</translation>
    </message>
    <message>
        <source>Shortest forced win, counted in the first player&apos;s own moves (the source&apos;s number)</source>
        <translation>Shortest forced win, counted in the first player&apos;s own moves (the source&apos;s number)</translation>
    </message>
    <message>
        <source>Total number of moves in the game when both play this way: 2v</source>
        <translation>Total number of moves in the game when both play this way: 2v</translation>
    </message>
    <message>
        <source>Stone game: take 1, 2 or 3 stones; whoever takes the last stone loses</source>
        <translation>Stone game: take 1, 2 or 3 stones; whoever takes the last stone loses</translation>
    </message>
    <message>
        <source>M = 2 to</source>
        <translation>M = 2 to</translation>
    </message>
    <message>
        <source>M
stones</source>
        <translation>M
stones</translation>
    </message>
    <message>
        <source>L
= ⌈M/2⌉</source>
        <translation>L
= ⌈M/2⌉</translation>
    </message>
    <message>
        <source>winning
strategy</source>
        <translation>winning
strategy</translation>
    </message>
    <message>
        <source>shortest win v
(own moves)</source>
        <translation>shortest win v
(own moves)</translation>
    </message>
    <message>
        <source>moves in
the game (2v)</source>
        <translation>moves in
the game (2v)</translation>
    </message>
    <message>
        <source>Number of stones</source>
        <translation>Number of stones</translation>
    </message>
    <message>
        <source>The DP threshold: a value ≤ L means a sure win</source>
        <translation>The DP threshold: a value ≤ L means a sure win</translation>
    </message>
    <message>
        <source>Pyramid: rows of 1, 2, …, p sticks; take adjacent sticks of one row; whoever takes the last stick loses</source>
        <translation>Pyramid: rows of 1, 2, …, p sticks; take adjacent sticks of one row; whoever takes the last stick loses</translation>
    </message>
    <message>
        <source>p = 2 to</source>
        <translation>p = 2 to</translation>
    </message>
    <message>
        <source>p = 11 and p = 12 visit up to a million positions and take a while</source>
        <translation>p = 11 and p = 12 visit up to a million positions and take a while</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>p
rows</source>
        <translation>p
rows</translation>
    </message>
    <message>
        <source>sticks</source>
        <translation>sticks</translation>
    </message>
    <message>
        <source>L = ⌈sticks/2⌉</source>
        <translation>L = ⌈sticks/2⌉</translation>
    </message>
    <message>
        <source>Rows of the pyramid</source>
        <translation>Rows of the pyramid</translation>
    </message>
    <message>
        <source>1 + 2 + … + p</source>
        <translation>1 + 2 + … + p</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>Computing …</source>
        <translation>Computing …</translation>
    </message>
    <message>
        <source>Shortest wins of the pyramid game, p = 2 to %1</source>
        <translation>Shortest wins of the pyramid game, p = 2 to %1</translation>
    </message>
    <message>
        <source>Stone game</source>
        <translation>Stone game</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramid</translation>
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
    <name>gamelab::ui::StochasticEditor</name>
    <message>
        <source>The name of the current state, used in the cells (&quot;3/10 G1&quot;)</source>
        <translation>The name of the current state, used in the cells (&quot;3/10 G1&quot;)</translation>
    </message>
    <message>
        <source>empty: every play ends</source>
        <translation>empty: every play ends</translation>
    </message>
    <message>
        <source>Q, the payoff of a play that never ends (recursive games); empty when play ends with probability 1</source>
        <translation>Q, the payoff of a play that never ends (recursive games); empty when play ends with probability 1</translation>
    </message>
    <message>
        <source>State name:</source>
        <translation>State name:</translation>
    </message>
    <message>
        <source>Infinite play pays Q =</source>
        <translation>Infinite play pays Q =</translation>
    </message>
    <message>
        <source>Add state</source>
        <translation>Add state</translation>
    </message>
    <message>
        <source>Remove state</source>
        <translation>Remove state</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Add row</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Remove row</translation>
    </message>
    <message>
        <source>Add column</source>
        <translation>Add column</translation>
    </message>
    <message>
        <source>Remove column</source>
        <translation>Remove column</translation>
    </message>
    <message>
        <source>Add a state with a 2×2 matrix of zeros</source>
        <translation>Add a state with a 2×2 matrix of zeros</translation>
    </message>
    <message>
        <source>Remove the current state; moves into it end the game</source>
        <translation>Remove the current state; moves into it end the game</translation>
    </message>
    <message>
        <source>Add a row below the current cell</source>
        <translation>Add a row below the current cell</translation>
    </message>
    <message>
        <source>Remove the current cell&apos;s row</source>
        <translation>Remove the current cell&apos;s row</translation>
    </message>
    <message>
        <source>Add a column right of the current cell</source>
        <translation>Add a column right of the current cell</translation>
    </message>
    <message>
        <source>Remove the current cell&apos;s column</source>
        <translation>Remove the current cell&apos;s column</translation>
    </message>
    <message>
        <source>The states of the game, each a matrix game whose cells may move to other states</source>
        <translation>The states of the game, each a matrix game whose cells may move to other states</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Values</translation>
    </message>
    <message>
        <source>One-shot matrix</source>
        <translation>One-shot matrix</translation>
    </message>
    <message>
        <source>Shapley iteration</source>
        <translation>Shapley iteration</translation>
    </message>
    <message>
        <source>Fixed points</source>
        <translation>Fixed points</translation>
    </message>
    <message>
        <source>The value of every state and stationary optimal strategies</source>
        <translation>The value of every state and stationary optimal strategies</translation>
    </message>
    <message>
        <source>The current state&apos;s matrix with the values substituted</source>
        <translation>The current state&apos;s matrix with the values substituted</translation>
    </message>
    <message>
        <source>Shapley&apos;s value iteration with its error bound</source>
        <translation>Shapley&apos;s value iteration with its error bound</translation>
    </message>
    <message>
        <source>One-state recursive games: the solutions of v = Val(A(v))</source>
        <translation>One-state recursive games: the solutions of v = Val(A(v))</translation>
    </message>
    <message>
        <source>Each cell: the payoff to player I, then the next states with their probabilities, e.g. 4 + 3/10 G1 + 2/5 G2; the rest of the probability ends the game</source>
        <translation>Each cell: the payoff to player I, then the next states with their probabilities, e.g. 4 + 3/10 G1 + 2/5 G2; the rest of the probability ends the game</translation>
    </message>
    <message>
        <source>Payoff %1 to player I, then the next state (double-click or type to edit)</source>
        <translation>Payoff %1 to player I, then the next state (double-click or type to edit)</translation>
    </message>
    <message>
        <source>Fix the problems shown under the states to see the analysis.</source>
        <translation>Fix the problems shown under the states to see the analysis.</translation>
    </message>
    <message>
        <source>Edit cell %1 of %2</source>
        <translation>Edit cell %1 of %2</translation>
    </message>
    <message>
        <source>Rename state</source>
        <translation>Rename state</translation>
    </message>
    <message>
        <source>Q: &quot;%1&quot; is not a number (an integer, a fraction such as -2/7 or a decimal).</source>
        <translation>Q: &quot;%1&quot; is not a number (an integer, a fraction such as -2/7 or a decimal).</translation>
    </message>
    <message>
        <source>Set Q</source>
        <translation>Set Q</translation>
    </message>
    <message>
        <source>row label</source>
        <translation>row label</translation>
    </message>
    <message>
        <source>column label</source>
        <translation>column label</translation>
    </message>
    <message>
        <source>The label of this strategy</source>
        <translation>The label of this strategy</translation>
    </message>
    <message>
        <source>Rename row</source>
        <translation>Rename row</translation>
    </message>
    <message>
        <source>Rename column</source>
        <translation>Rename column</translation>
    </message>
    <message>
        <source>State %1, cell %2: %3</source>
        <translation>State %1, cell %2: %3</translation>
    </message>
    <message>
        <source>not understood</source>
        <translation>not understood</translation>
    </message>
    <message>
        <source>Solving the stochastic game</source>
        <translation>Solving the stochastic game</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticFixedPointPage</name>
    <message>
        <source>v ↦ Val(A(v)) against the diagonal: its crossings are the solutions of v = Val(A(v))</source>
        <translation>v ↦ Val(A(v)) against the diagonal: its crossings are the solutions of v = Val(A(v))</translation>
    </message>
    <message>
        <source>The fixed-point picture is drawn for recursive games with one state (a Q is given).</source>
        <translation>The fixed-point picture is drawn for recursive games with one state (a Q is given).</translation>
    </message>
    <message>
        <source>v = Val(A(v)) for state %1</source>
        <translation>v = Val(A(v)) for state %1</translation>
    </message>
    <message>
        <source>Val(A(v))</source>
        <translation>Val(A(v))</translation>
    </message>
    <message>
        <source>v</source>
        <translation>v</translation>
    </message>
    <message>
        <source>interval of fixed points</source>
        <translation>interval of fixed points</translation>
    </message>
    <message>
        <source>Every v in [%1, %2] is a fixed point.</source>
        <translation>Every v in [%1, %2] is a fixed point.</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>fixed points</translation>
    </message>
    <message>
        <source>fixed point v = %1</source>
        <translation>fixed point v = %1</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>the value</translation>
    </message>
    <message>
        <source>the value %1: the fixed point value iteration from Q reaches</source>
        <translation>the value %1: the fixed point value iteration from Q reaches</translation>
    </message>
    <message>
        <source>The value is %1 (Q = %2): the solution of v = Val(A(v)) that value iteration from Q reaches.</source>
        <translation>The value is %1 (Q = %2): the solution of v = Val(A(v)) that value iteration from Q reaches.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticIterationPage</name>
    <message>
        <source>vₙ of the current state against n; the band is vₙ ± the error bound</source>
        <translation>v_n of the current state against n; the band is v_n ± the error bound</translation>
    </message>
    <message>
        <source>Shapley iteration</source>
        <translation>Shapley iteration</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;0&lt;/sub&gt; = Q, v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;)); exact while the fractions stay small.</source>
        <translation>v&lt;sub&gt;0&lt;/sub&gt; = Q, v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;)); exact while the fractions stay small.</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;0&lt;/sub&gt; = 0, v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;)); exact while the fractions stay small.</source>
        <translation>v&lt;sub&gt;0&lt;/sub&gt; = 0, v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;)); exact while the fractions stay small.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>error bound</source>
        <translation>error bound</translation>
    </message>
    <message numerus="yes">
        <source>Converged after %n iteration(s).</source>
        <translation>
            <numerusform>Converged after %n iteration.</numerusform>
            <numerusform>Converged after %n iterations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n iteration(s) without reaching the tolerance.</source>
        <translation>
            <numerusform>Stopped after %n iteration without reaching the tolerance.</numerusform>
            <numerusform>Stopped after %n iterations without reaching the tolerance.</numerusform>
        </translation>
    </message>
    <message>
        <source>Iteration of state %1</source>
        <translation>Iteration of state %1</translation>
    </message>
    <message>
        <source>vₙ</source>
        <translation>vₙ</translation>
    </message>
    <message>
        <source>value</source>
        <translation>value</translation>
    </message>
    <message>
        <source>error band</source>
        <translation>error band</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticOneShotPage</name>
    <message>
        <source>One-shot game A(v) of state %1</source>
        <translation>One-shot game A(v) of state %1</translation>
    </message>
    <message>
        <source>Each cell with the values v of the states it leads to substituted; its value is the value of the state.</source>
        <translation>Each cell with the values v of the states it leads to substituted; its value is the value of the state.</translation>
    </message>
    <message>
        <source>Val = %1 ≈ %2</source>
        <translation>Val = %1 ≈ %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticValuesPage</name>
    <message>
        <source>Values and stationary strategies</source>
        <translation>Values and stationary strategies</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Value (exact)</source>
        <translation>Value (exact)</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Decimal</translation>
    </message>
    <message>
        <source>Player I</source>
        <translation>Player I</translation>
    </message>
    <message>
        <source>Player II</source>
        <translation>Player II</translation>
    </message>
    <message>
        <source>not identified</source>
        <translation>not identified</translation>
    </message>
    <message>
        <source>ε-optimal</source>
        <translation>ε-optimal</translation>
    </message>
    <message>
        <source>Proved: each value is the exact value of its state&apos;s one-shot game A(v) with the values substituted.</source>
        <translation>Proved: each value is the exact value of its state&apos;s one-shot game A(v) with the values substituted.</translation>
    </message>
    <message>
        <source>Approximate: some values could not be proved exactly.</source>
        <translation>Approximate: some values could not be proved exactly.</translation>
    </message>
    <message>
        <source>No optimal stationary strategy exists where ε-optimal is marked: the value is not attained, and the strategies shown guarantee it to within ε = %1.</source>
        <translation>No optimal stationary strategy exists where ε-optimal is marked: the value is not attained, and the strategies shown guarantee it to within ε = %1.</translation>
    </message>
    <message>
        <source>Recursive game: infinite play pays Q = %1; among the solutions of v = Val(A(v)) the value is the one value iteration from Q reaches.</source>
        <translation>Recursive game: infinite play pays Q = %1; among the solutions of v = Val(A(v)) the value is the one value iteration from Q reaches.</translation>
    </message>
    <message>
        <source>Every v in [%1, %2] solves v = Val(A(v)).</source>
        <translation>Every v in [%1, %2] solves v = Val(A(v)).</translation>
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
    <message>
        <source>8 Cooperative</source>
        <translation>8 Cooperative</translation>
    </message>
    <message>
        <source>Two players who may agree: the TU solution with threats and side payments, Nash bargaining, λ-transfer (§3.4)</source>
        <translation>Two players who may agree: the TU solution with threats and side payments, Nash bargaining, λ-transfer (§3.4)</translation>
    </message>
    <message>
        <source>9 QRE</source>
        <translation>9 QRE</translation>
    </message>
    <message>
        <source>Logit quantal response equilibria: the branch from uniform play to its limit, and λ fitted to observed choices</source>
        <translation>Logit quantal response equilibria: the branch from uniform play to its limit, and λ fitted to observed choices</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicCellDelegate</name>
    <message>
        <source>(Esc cancels.)</source>
        <translation>(Esc cancels.)</translation>
    </message>
    <message>
        <source>One payoff per player, in player order, such as &quot;3, 1&quot; or &quot;5/4; -2&quot; (exact fractions and decimals), or expressions over the parameters such as &quot;3*t - 1, 2&quot;</source>
        <translation>One payoff per player, in player order, such as &quot;3, 1&quot; or &quot;5/4; -2&quot; (exact fractions and decimals), or expressions over the parameters such as &quot;3*t - 1, 2&quot;</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicClipboardText</name>
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
    <name>gamelab::ui::StrategicCooperativePage</name>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>II</source>
        <translation>II</translation>
    </message>
    <message>
        <source>Cooperative solutions (§3.4)</source>
        <translation>Cooperative solutions (§3.4)</translation>
    </message>
    <message>
        <source>The cooperative solutions of §3.4 are for two players.</source>
        <translation>The cooperative solutions of §3.4 are for two players.</translation>
    </message>
    <message>
        <source>Transferable utility: threats and side payments</source>
        <translation>Transferable utility: threats and side payments</translation>
    </message>
    <message>
        <source>σ = max (a + b) = &lt;b&gt;%1&lt;/b&gt;, reached at %2: the players cooperate there and share σ.</source>
        <translation>σ = max (a + b) = &lt;b&gt;%1&lt;/b&gt;, reached at %2: the players cooperate there and share σ.</translation>
    </message>
    <message>
        <source>Threat game A − B (I maximises the difference, II minimises it): value δ = &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Threat game A − B (I maximises the difference, II minimises it): value δ = &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Optimal threats of I: %1</source>
        <translation>Optimal threats of I: %1</translation>
    </message>
    <message>
        <source>Optimal threats of II: %1</source>
        <translation>Optimal threats of II: %1</translation>
    </message>
    <message>
        <source>Disagreement point D = %1.</source>
        <translation>Disagreement point D = %1.</translation>
    </message>
    <message>
        <source>Disagreement points D from %1 to %2, all on one 45° line through φ*.</source>
        <translation>Disagreement points D from %1 to %2, all on one 45° line through φ*.</translation>
    </message>
    <message>
        <source>TU solution φ* = ((σ + δ)/2, (σ − δ)/2) = %1</source>
        <translation>TU solution φ* = ((σ + δ)/2, (σ − δ)/2) = %1</translation>
    </message>
    <message>
        <source>From %1 no side payment is needed.</source>
        <translation>From %1 no side payment is needed.</translation>
    </message>
    <message>
        <source>From %1: %2 pays %3 the amount &lt;b&gt;%4&lt;/b&gt;.</source>
        <translation>From %1: %2 pays %3 the amount &lt;b&gt;%4&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Nash bargaining (no side payments)</source>
        <translation>Nash bargaining (no side payments)</translation>
    </message>
    <message>
        <source>Status quo: the safety levels %1.</source>
        <translation>Status quo: the safety levels %1.</translation>
    </message>
    <message>
        <source>Status quo %1.</source>
        <translation>Status quo %1.</translation>
    </message>
    <message>
        <source>Nash solution %1, maximising (u − u*)(v − v*) = %2 over the feasible set.</source>
        <translation>Nash solution %1, maximising (u − u*)(v − v*) = %2 over the feasible set.</translation>
    </message>
    <message>
        <source>No feasible point is better for both than the status quo: the axioms give the Pareto-optimal end of what is feasible on its lines.</source>
        <translation>No feasible point is better for both than the status quo: the axioms give the Pareto-optimal end of what is feasible on its lines.</translation>
    </message>
    <message>
        <source>On an edge of slope −%1: the line from the status quo to the solution has slope %1 (tangency).</source>
        <translation>On an edge of slope −%1: the line from the status quo to the solution has slope %1 (tangency).</translation>
    </message>
    <message>
        <source>No feasible point gives both players their status quo: there is no Nash solution.</source>
        <translation>No feasible point gives both players their status quo: there is no Nash solution.</translation>
    </message>
    <message>
        <source>λ-transfer (Shapley): the NTU solution</source>
        <translation>λ-transfer (Shapley): the NTU solution</translation>
    </message>
    <message>
        <source>A and −B have a saddle point in the same cell: the threat point %1 is fixed for every λ, and the NTU solution is the Nash solution from it.</source>
        <translation>A and −B have a saddle point in the same cell: the threat point %1 is fixed for every λ, and the NTU solution is the Nash solution from it.</translation>
    </message>
    <message>
        <source>No equilibrium exchange rate λ* was found.</source>
        <translation>No equilibrium exchange rate λ* was found.</translation>
    </message>
    <message>
        <source>λ* = %1: NTU solution %2.</source>
        <translation>λ* = %1: NTU solution %2.</translation>
    </message>
    <message>
        <source>Every λ from %1 to %2 gives this point.</source>
        <translation>Every λ from %1 to %2 gives this point.</translation>
    </message>
    <message>
        <source>(λ* is irrational or not found exactly; the point is exact.)</source>
        <translation>(λ* is irrational or not found exactly; the point is exact.)</translation>
    </message>
    <message>
        <source>Feasible payoffs: NTU hull, TU line u + v = σ, φ*, Nash solution</source>
        <translation>Feasible payoffs: NTU hull, TU line u + v = σ, φ*, Nash solution</translation>
    </message>
    <message>
        <source>u (payoff of %1)</source>
        <translation>u (payoff of %1)</translation>
    </message>
    <message>
        <source>v (payoff of %1)</source>
        <translation>v (payoff of %1)</translation>
    </message>
    <message>
        <source>NTU feasible set</source>
        <translation>NTU feasible set</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Pareto frontier</translation>
    </message>
    <message>
        <source>TU Pareto line u + v = σ</source>
        <translation>TU Pareto line u + v = σ</translation>
    </message>
    <message>
        <source>u + v = min</source>
        <translation>u + v = min</translation>
    </message>
    <message>
        <source>45° line from D to φ*</source>
        <translation>45° line from D to φ*</translation>
    </message>
    <message>
        <source>Possible D</source>
        <translation>Possible D</translation>
    </message>
    <message>
        <source>Side payment</source>
        <translation>Side payment</translation>
    </message>
    <message>
        <source>Payoff pairs</source>
        <translation>Payoff pairs</translation>
    </message>
    <message>
        <source>D (threat point)</source>
        <translation>D (threat point)</translation>
    </message>
    <message>
        <source>φ* (TU solution)</source>
        <translation>φ* (TU solution)</translation>
    </message>
    <message>
        <source>Status quo</source>
        <translation>Status quo</translation>
    </message>
    <message>
        <source>Tangent hyperbola</source>
        <translation>Tangent hyperbola</translation>
    </message>
    <message>
        <source>Nash solution</source>
        <translation>Nash solution</translation>
    </message>
    <message>
        <source>λ-transfer solution</source>
        <translation>λ-transfer solution</translation>
    </message>
    <message>
        <source>Status quo u*, v*:</source>
        <translation>Status quo u*, v*:</translation>
    </message>
    <message>
        <source>Safety levels</source>
        <translation>Safety levels</translation>
    </message>
    <message>
        <source>Use the safety levels (v_I, v_II) as the status quo again</source>
        <translation>Use the safety levels (v_I, v_II) as the status quo again</translation>
    </message>
    <message>
        <source>φ(λ), λ from 1/8 to 8</source>
        <translation>φ(λ), λ from 1/8 to 8</translation>
    </message>
    <message>
        <source>The Nash solution&apos;s status quo, e.g. 1, 3/2; or set it by clicking in the picture</source>
        <translation>The Nash solution&apos;s status quo, e.g. 1, 3/2; or set it by clicking in the picture</translation>
    </message>
    <message>
        <source>Set status quo by clicking</source>
        <translation>Set status quo by clicking</translation>
    </message>
    <message>
        <source>Then click in the picture: the status quo moves to the point clicked (to two decimals), and this button turns off again</source>
        <translation>Then click in the picture: the status quo moves to the point clicked (to two decimals), and this button turns off again</translation>
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
    <message>
        <source>%1&apos;s payoff at (%2)</source>
        <translation>%1&apos;s payoff at (%2)</translation>
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
    <message>
        <source>Characteristic function (4.1)…</source>
        <translation>Characteristic function (4.1)…</translation>
    </message>
    <message>
        <source>Open the characteristic function of this game in a new coalitional tab: v(S) is what S can guarantee playing as one against the others (4.1)</source>
        <translation>Open the characteristic function of this game in a new coalitional tab: v(S) is what S can guarantee playing as one against the others (4.1)</translation>
    </message>
    <message>
        <source>Show the previous slice (the previous strategy of %1)</source>
        <translation>Show the previous slice (the previous strategy of %1)</translation>
    </message>
    <message>
        <source>Show the next slice (the next strategy of %1)</source>
        <translation>Show the next slice (the next strategy of %1)</translation>
    </message>
    <message>
        <source>Move ‹</source>
        <translation>Move ‹</translation>
    </message>
    <message>
        <source>Move the shown strategy of %1 one place earlier in its list</source>
        <translation>Move the shown strategy of %1 one place earlier in its list</translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation>Move ›</translation>
    </message>
    <message>
        <source>Move the shown strategy of %1 one place later in its list</source>
        <translation>Move the shown strategy of %1 one place later in its list</translation>
    </message>
    <message>
        <source>Finding more equilibria of the %1 game</source>
        <translation>Finding more equilibria of the %1 game</translation>
    </message>
    <message>
        <source>+Param</source>
        <translation>+Param</translation>
    </message>
    <message>
        <source>Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1</source>
        <translation>Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1</translation>
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
    <message>
        <source>≈ (regret %1)</source>
        <translation>≈ (regret %1)</translation>
    </message>
    <message>
        <source>Proved exactly in rational arithmetic</source>
        <translation>Proved exactly in rational arithmetic</translation>
    </message>
    <message>
        <source>Perfect / proper</source>
        <translation>Perfect / proper</translation>
    </message>
    <message>
        <source>The end of the logit QRE branch at λ = 10⁶: no search found an equilibrium, and every finite game has one.</source>
        <translation>The end of the logit QRE branch at λ = 10⁶: no search found an equilibrium, and every finite game has one.</translation>
    </message>
    <message>
        <source>Approximate: no player gains more than %1 by deviating from the fractions listed (computed exactly; no fractions near its probabilities solve the equations exactly)</source>
        <translation>Approximate: no player gains more than %1 by deviating from the fractions listed (computed exactly; no fractions near its probabilities solve the equations exactly)</translation>
    </message>
    <message>
        <source>, QRE limit</source>
        <translation>, QRE limit</translation>
    </message>
    <message>
        <source>, restart</source>
        <translation>, restart</translation>
    </message>
    <message>
        <source>Found by Find more: the end of a logit trace from a random starting mixture.</source>
        <translation>Found by Find more: the end of a logit trace from a random starting mixture.</translation>
    </message>
    <message>
        <source>Find more</source>
        <translation>Find more</translation>
    </message>
    <message>
        <source>Search longer for equilibria (twice the time each press) and follow logit traces from 8 more random starting mixtures; progress and Cancel below</source>
        <translation>Search longer for equilibria (twice the time each press) and follow logit traces from 8 more random starting mixtures; progress and Cancel below</translation>
    </message>
    <message numerus="yes">
        <source>%n pure equilibrium(s).</source>
        <translation>
            <numerusform>%n pure equilibrium.</numerusform>
            <numerusform>%n pure equilibria.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mixed equilibria: the game is too large for a search of its supports.</source>
        <translation>Mixed equilibria: the game is too large for a search of its supports.</translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium(s) found by the support search</source>
        <translation>
            <numerusform>%n equilibrium found by the support search</numerusform>
            <numerusform>%n equilibria found by the support search</numerusform>
        </translation>
    </message>
    <message>
        <source>Not all: the search stopped after %1 s, with %2 of %3 support profiles examined (small and balanced supports first). Find more searches longer and restarts from random mixtures.</source>
        <translation>Not all: the search stopped after %1 s, with %2 of %3 support profiles examined (small and balanced supports first). Find more searches longer and restarts from random mixtures.</translation>
    </message>
    <message>
        <source>1 equilibrium found as the limit of the logit QRE branch (not all: the searches found none, and the game is too large for a complete search).</source>
        <translation>1 equilibrium found as the limit of the logit QRE branch (not all: the searches found none, and the game is too large for a complete search).</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s) from random mixtures (logit traces) ran;</source>
        <translation>
            <numerusform>%n restart from random mixtures (logit traces) ran;</numerusform>
            <numerusform>%n restarts from random mixtures (logit traces) ran;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new equilibrium(s) among their ends.</source>
        <translation>
            <numerusform>%n new equilibrium among their ends.</numerusform>
            <numerusform>%n new equilibria among their ends.</numerusform>
        </translation>
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
    <name>gamelab::ui::StrategicQrePage</name>
    <message>
        <source>Limit as λ → ∞:</source>
        <translation>Limit as λ → ∞:</translation>
    </message>
    <message>
        <source>An exact Nash equilibrium, checked by its definition: the branch selects it.</source>
        <translation>An exact Nash equilibrium, checked by its definition: the branch selects it.</translation>
    </message>
    <message>
        <source>Select it in the equilibrium list (No. %1)</source>
        <translation>Select it in the equilibrium list (No. %1)</translation>
    </message>
    <message>
        <source>Approximate: the end of the branch did not round to an exact equilibrium (it may be irrational).</source>
        <translation>Approximate: the end of the branch did not round to an exact equilibrium (it may be irrational).</translation>
    </message>
    <message numerus="yes">
        <source>%n points traced, up to λ = %1.</source>
        <translation>
            <numerusform>%n point traced, up to λ = %1.</numerusform>
            <numerusform>%n points traced, up to λ = %1.</numerusform>
        </translation>
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
        <source>profitable deviation by %1 to %2</source>
        <translation>profitable deviation by %1 to %2</translation>
    </message>
    <message>
        <source>negative weight: not a probability</source>
        <translation>negative weight: not a probability</translation>
    </message>
    <message>
        <source>zero weight inside the support (see the smaller support)</source>
        <translation>zero weight inside the support (see the smaller support)</translation>
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
    <message>
        <source>(the expression %1 at the current parameters)</source>
        <translation>(the expression %1 at the current parameters)</translation>
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
    <name>gamelab::ui::SweepChart</name>
    <message>
        <source>Equilibria against the parameter: dashed lines mark the breakpoints, the solid line the current value. Click a piece to list its equilibria.</source>
        <translation>Equilibria against the parameter: dashed lines mark the breakpoints, the solid line the current value. Click a piece to list its equilibria.</translation>
    </message>
    <message>
        <source>%1 (sampled)</source>
        <translation>%1 (sampled)</translation>
    </message>
    <message>
        <source>breakpoint</source>
        <translation>breakpoint</translation>
    </message>
    <message>
        <source>current value</source>
        <translation>current value</translation>
    </message>
    <message>
        <source>at a breakpoint</source>
        <translation>at a breakpoint</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ThermographChart</name>
    <message>
        <source>value (Left&apos;s side on the left)</source>
        <translation>value (Left&apos;s side on the left)</translation>
    </message>
    <message>
        <source>temperature t</source>
        <translation>temperature t</translation>
    </message>
    <message>
        <source>left wall</source>
        <translation>left wall</translation>
    </message>
    <message>
        <source>right wall</source>
        <translation>right wall</translation>
    </message>
    <message>
        <source>mast</source>
        <translation>mast</translation>
    </message>
    <message>
        <source>mean %1, temperature %2</source>
        <translation>mean %1, temperature %2</translation>
    </message>
    <message>
        <source>m = %1, t = %2</source>
        <translation>m = %1, t = %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ToadsStrip</name>
    <message>
        <source>Click a cell: empty → toad (T, moves right, Left&apos;s) → frog (F, moves left, Right&apos;s) → empty</source>
        <translation>Click a cell: empty → toad (T, moves right, Left&apos;s) → frog (F, moves left, Right&apos;s) → empty</translation>
    </message>
    <message>
        <source>Place a toad</source>
        <translation>Place a toad</translation>
    </message>
    <message>
        <source>Place a frog</source>
        <translation>Place a frog</translation>
    </message>
    <message>
        <source>Empty a cell</source>
        <translation>Empty a cell</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeAnalysisPanel</name>
    <message>
        <source>Subgame perfection</source>
        <translation>Subgame perfection</translation>
    </message>
    <message>
        <source>Backward induction and subgame-perfect equilibria, drawn on the tree (§2.5.7, §3.2.5)</source>
        <translation>Backward induction and subgame-perfect equilibria, drawn on the tree (§2.5.7, §3.2.5)</translation>
    </message>
    <message>
        <source>Zero-sum solution</source>
        <translation>Zero-sum solution</translation>
    </message>
    <message>
        <source>Two-person zero-sum trees with perfect recall: value and optimal behaviour strategies by the sequence form (§2.5.8)</source>
        <translation>Two-person zero-sum trees with perfect recall: value and optimal behaviour strategies by the sequence form (§2.5.8)</translation>
    </message>
    <message>
        <source>Strategic form</source>
        <translation>Strategic form</translation>
    </message>
    <message>
        <source>The tree&apos;s strategic form, reduced or not, opened as a strategic game (§2.5.5)</source>
        <translation>The tree&apos;s strategic form, reduced or not, opened as a strategic game (§2.5.5)</translation>
    </message>
    <message>
        <source>Analysing the tree</source>
        <translation>Analysing the tree</translation>
    </message>
    <message>
        <source>Finding a subgame-perfect equilibrium</source>
        <translation>Finding a subgame-perfect equilibrium</translation>
    </message>
    <message>
        <source>Solving the sequence form</source>
        <translation>Solving the sequence form</translation>
    </message>
    <message>
        <source>Building the strategic form</source>
        <translation>Building the strategic form</translation>
    </message>
    <message>
        <source>The tree changed; results are out of date. Press Solve (F5).</source>
        <translation>The tree changed; results are out of date. Press Solve (F5).</translation>
    </message>
    <message>
        <source>Checking the tree</source>
        <translation>Checking the tree</translation>
    </message>
    <message>
        <source>Solving the tree</source>
        <translation>Solving the tree</translation>
    </message>
    <message>
        <source>%1 (strategic form)</source>
        <translation>%1 (strategic form)</translation>
    </message>
    <message>
        <source>Kingmakers</source>
        <translation>Kingmakers</translation>
    </message>
    <message>
        <source>Win/lose trees of three or more players: forced wins, kingmaker nodes, SPE counts, maxn and the SP-1EP (kingmaker thesis)</source>
        <translation>Win/lose trees of three or more players: forced wins, kingmaker nodes, SPE counts, maxn and the SP-1EP (kingmaker thesis)</translation>
    </message>
    <message>
        <source>Looking for kingmakers</source>
        <translation>Looking for kingmakers</translation>
    </message>
    <message>
        <source>QRE</source>
        <translation>QRE</translation>
    </message>
    <message>
        <source>Logit agent quantal response equilibria: the branch, its limit as an assessment with beliefs, and λ fitted to observed choices</source>
        <translation>Logit agent quantal response equilibria: the branch, its limit as an assessment with beliefs, and λ fitted to observed choices</translation>
    </message>
    <message>
        <source>Tracing the QRE branch</source>
        <translation>Tracing the QRE branch</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Sequential</translation>
    </message>
    <message>
        <source>A sequential equilibrium: behaviour and beliefs at every information set, reached or not, with the trembles that explain the beliefs off the path</source>
        <translation>A sequential equilibrium: behaviour and beliefs at every information set, reached or not, with the trembles that explain the beliefs off the path</translation>
    </message>
    <message>
        <source>Finding a sequential equilibrium</source>
        <translation>Finding a sequential equilibrium</translation>
    </message>
    <message>
        <source>Lemke</source>
        <translation>Lemke</translation>
    </message>
    <message>
        <source>One Nash equilibrium of a two-player tree, zero-sum or not, by Lemke&apos;s algorithm on the sequence form from a completely mixed prior</source>
        <translation>One Nash equilibrium of a two-player tree, zero-sum or not, by Lemke&apos;s algorithm on the sequence form from a completely mixed prior</translation>
    </message>
    <message>
        <source>Following Lemke&apos;s path</source>
        <translation>Following Lemke&apos;s path</translation>
    </message>
    <message>
        <source>CFR+</source>
        <translation>CFR+</translation>
    </message>
    <message>
        <source>An approximate solution of two-person zero-sum trees too large for the sequence form, by CFR+: live exploitability chart, Stop, and an exact bound at the end</source>
        <translation>An approximate solution of two-person zero-sum trees too large for the sequence form, by CFR+: live exploitability chart, Stop, and an exact bound at the end</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeBinaryEdits</name>
    <message>
        <source>Select a leaf first.</source>
        <translation>Select a leaf first.</translation>
    </message>
    <message numerus="yes">
        <source>There is no player %1 (the tree has %n player(s)); add players first.</source>
        <translation>
            <numerusform>There is no player %1 (the tree has %n player); add players first.</numerusform>
            <numerusform>There is no player %1 (the tree has %n players); add players first.</numerusform>
        </translation>
    </message>
    <message>
        <source>The node is gone (the tree changed).</source>
        <translation>The node is gone (the tree changed).</translation>
    </message>
    <message>
        <source>A winner is set on leaves only; the selection holds a move.</source>
        <translation>A winner is set on leaves only; the selection holds a move.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <source>%1 wins here</source>
        <translation>%1 wins here</translation>
    </message>
    <message>
        <source>The selected node is a move already; + adds an action to it.</source>
        <translation>The selected node is a move already; + adds an action to it.</translation>
    </message>
    <message>
        <source>There is no player %1; add players first.</source>
        <translation>There is no player %1; add players first.</translation>
    </message>
    <message>
        <source>Add move of %1</source>
        <translation>Add move of %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeCfrPage</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Iterations:</source>
        <translation>Iterations:</translation>
    </message>
    <message>
        <source>Stop after this many iterations (each updates both players once)</source>
        <translation>Stop after this many iterations (each updates both players once)</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Target:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Stop once the exploitability of the average strategies (computed in floating point as it runs) is at most this; 0 = none</source>
        <translation>Stop once the exploitability of the average strategies (computed in floating point as it runs) is at most this; 0 = none</translation>
    </message>
    <message>
        <source>Seconds:</source>
        <translation>Seconds:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>Time budget: after this many seconds the iterations stop and the answer so far is shown; 0 = no limit</source>
        <translation>Time budget: after this many seconds the iterations stop and the answer so far is shown; 0 = no limit</translation>
    </message>
    <message>
        <source>Run CFR+ on the tree as it is now: an approximate solution whose error is bounded exactly at the end</source>
        <translation>Run CFR+ on the tree as it is now: an approximate solution whose error is bounded exactly at the end</translation>
    </message>
    <message>
        <source>Stop iterating and show the answer so far with its exact bound (press again to cancel the exact check)</source>
        <translation>Stop iterating and show the answer so far with its exact bound (press again to cancel the exact check)</translation>
    </message>
    <message>
        <source>Computing the exact bound by best replies…</source>
        <translation>Computing the exact bound by best replies…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>Iterating…</source>
        <translation>Iterating…</translation>
    </message>
    <message>
        <source>Running CFR+</source>
        <translation>Running CFR+</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n iteration(s).</source>
        <translation>
            <numerusform>Done: %n iteration.</numerusform>
            <numerusform>Done: %n iterations.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>Exploitability of the average strategies (floating point, as it runs)</source>
        <translation>Exploitability of the average strategies (floating point, as it runs)</translation>
    </message>
    <message>
        <source>exploitability</source>
        <translation>exploitability</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Iterations</translation>
    </message>
    <message>
        <source>Exploitability (log scale)</source>
        <translation>Exploitability (log scale)</translation>
    </message>
    <message>
        <source>Iteration %1: exploitability ≈ %2 (floating point)</source>
        <translation>Iteration %1: exploitability ≈ %2 (floating point)</translation>
    </message>
    <message>
        <source>No tree.</source>
        <translation>No tree.</translation>
    </message>
    <message>
        <source>Running CFR+… the chart shows the exploitability as it falls.</source>
        <translation>Running CFR+… the chart shows the exploitability as it falls.</translation>
    </message>
    <message>
        <source>CFR+ approximates optimal behaviour in two-person zero-sum trees with perfect recall that are too large for the exact sequence form. Press Start; the result is approximate, and its error is bounded exactly at the end.</source>
        <translation>CFR+ approximates optimal behaviour in two-person zero-sum trees with perfect recall that are too large for the exact sequence form. Press Start; the result is approximate, and its error is bounded exactly at the end.</translation>
    </message>
    <message>
        <source>Approximate solution by CFR+</source>
        <translation>Approximate solution by CFR+</translation>
    </message>
    <message numerus="yes">
        <source>Approximate: the average behaviour after %n iteration(s), not an exact equilibrium.</source>
        <translation>
            <numerusform>Approximate: the average behaviour after %n iteration, not an exact equilibrium.</numerusform>
            <numerusform>Approximate: the average behaviour after %n iterations, not an exact equilibrium.</numerusform>
        </translation>
    </message>
    <message>
        <source>The value for %1 lies in [%2, %3] (proved by exact best replies).</source>
        <translation>The value for %1 lies in [%2, %3] (proved by exact best replies).</translation>
    </message>
    <message>
        <source>Exploitability (exact bound):</source>
        <translation>Exploitability (exact bound):</translation>
    </message>
    <message>
        <source>Exploitability = upper − lower: neither player&apos;s behaviour below loses more than this against a best reply, and the value is at most this far from either bound.</source>
        <translation>Exploitability = upper − lower: neither player&apos;s behaviour below loses more than this against a best reply, and the value is at most this far from either bound.</translation>
    </message>
    <message>
        <source>the iteration limit was reached</source>
        <translation>the iteration limit was reached</translation>
    </message>
    <message>
        <source>the target exploitability was reached</source>
        <translation>the target exploitability was reached</translation>
    </message>
    <message>
        <source>the time budget ran out</source>
        <translation>the time budget ran out</translation>
    </message>
    <message>
        <source>you pressed Stop</source>
        <translation>you pressed Stop</translation>
    </message>
    <message>
        <source>Stopped because %1 after %2 s of iterations.</source>
        <translation>Stopped because %1 after %2 s of iterations.</translation>
    </message>
    <message>
        <source>Average behaviour of %1 (rounded; the bounds hold for these numbers)</source>
        <translation>Average behaviour of %1 (rounded; the bounds hold for these numbers)</translation>
    </message>
    <message>
        <source>CFR+ average behaviour after %1 iterations (approximate): value in [%2, %3]</source>
        <translation>CFR+ average behaviour after %1 iterations (approximate): value in [%2, %3]</translation>
    </message>
    <message numerus="yes">
        <source>Exact: after %n iteration(s) the rounded average behaviour is an equilibrium (exploitability 0, proved by exact best replies).</source>
        <translation>
            <numerusform>Exact: after %n iteration the rounded average behaviour is an equilibrium (exploitability 0, proved by exact best replies).</numerusform>
            <numerusform>Exact: after %n iterations the rounded average behaviour is an equilibrium (exploitability 0, proved by exact best replies).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeDocument</name>
    <message>
        <source>Gambit extensive form (*.efg)</source>
        <translation>Gambit extensive form (*.efg)</translation>
    </message>
    <message>
        <source>TikZ picture for LaTeX (*.tex)</source>
        <translation>TikZ picture for LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>There is no parameter named “%1”.</source>
        <translation>There is no parameter named “%1”.</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Set %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeEditor</name>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <source>Click a node to select it (Ctrl+click adds), double-click a text to edit it; keys 1–9 and C set the mover, + adds an action, Delete removes a subtree, J joins an information set.</source>
        <translation>Click a node to select it (Ctrl+click adds), double-click a text to edit it; keys 1–9 and C set the mover, + adds an action, Delete removes a subtree, J joins an information set.</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>%n leaf</numerusform>
            <numerusform>%n leaves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n information set(s)</source>
        <translation>
            <numerusform>%n information set</numerusform>
            <numerusform>%n information sets</numerusform>
        </translation>
    </message>
    <message>
        <source>; perfect information</source>
        <translation>; perfect information</translation>
    </message>
    <message>
        <source>Mover</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Player %1 moves at the selected nodes (a leaf gets two actions)</source>
        <translation>Player %1 moves at the selected nodes (a leaf gets two actions)</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Chance moves at the selected nodes (uniform probabilities)</source>
        <translation>Chance moves at the selected nodes (uniform probabilities)</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>Leaf</translation>
    </message>
    <message>
        <source>Make the selected nodes leaves (deletes what lies below)</source>
        <translation>Make the selected nodes leaves (deletes what lies below)</translation>
    </message>
    <message>
        <source>Who moves at the selected nodes: keys 1–9, C for chance, T for a leaf</source>
        <translation>Who moves at the selected nodes: keys 1–9, C for chance, T for a leaf</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>Add action</translation>
    </message>
    <message>
        <source>Add an action to the selected node&apos;s move (every node of its information set gets it)</source>
        <translation>Add an action to the selected node&apos;s move (every node of its information set gets it)</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>Remove action</translation>
    </message>
    <message>
        <source>Remove the action leading to the selected node, with what lies below it</source>
        <translation>Remove the action leading to the selected node, with what lies below it</translation>
    </message>
    <message>
        <source>Delete subtree</source>
        <translation>Delete subtree</translation>
    </message>
    <message>
        <source>Delete everything below the selected node (it becomes a leaf)</source>
        <translation>Delete everything below the selected node (it becomes a leaf)</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Put the selected nodes into one information set (same player, same number of actions)</source>
        <translation>Put the selected nodes into one information set (same player, same number of actions)</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <source>Give each selected node its own information set</source>
        <translation>Give each selected node its own information set</translation>
    </message>
    <message>
        <source>Name information set…</source>
        <translation>Name information set…</translation>
    </message>
    <message>
        <source>Name the selected node&apos;s information set</source>
        <translation>Name the selected node&apos;s information set</translation>
    </message>
    <message>
        <source>Name outcome…</source>
        <translation>Name outcome…</translation>
    </message>
    <message>
        <source>Name the selected leaf&apos;s outcome so other leaves can share it</source>
        <translation>Name the selected leaf&apos;s outcome so other leaves can share it</translation>
    </message>
    <message>
        <source>Name outcome</source>
        <translation>Name outcome</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Copy subtree</source>
        <translation>Copy subtree</translation>
    </message>
    <message>
        <source>Copy the subtree of the selected node</source>
        <translation>Copy the subtree of the selected node</translation>
    </message>
    <message>
        <source>Cut subtree</source>
        <translation>Cut subtree</translation>
    </message>
    <message>
        <source>Copy the subtree of the selected node and delete it</source>
        <translation>Copy the subtree of the selected node and delete it</translation>
    </message>
    <message>
        <source>Paste subtree</source>
        <translation>Paste subtree</translation>
    </message>
    <message>
        <source>Put the copied subtree at the selected node (replacing its subtree)</source>
        <translation>Put the copied subtree at the selected node (replacing its subtree)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <source>Add a player (payoff 0 everywhere)</source>
        <translation>Add a player (payoff 0 everywhere)</translation>
    </message>
    <message>
        <source>Rename player…</source>
        <translation>Rename player…</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Rename a player</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Rename player</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>New name:</translation>
    </message>
    <message>
        <source>Remove last player</source>
        <translation>Remove last player</translation>
    </message>
    <message>
        <source>Remove the last player (refused while the player still moves)</source>
        <translation>Remove the last player (refused while the player still moves)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom in</translation>
    </message>
    <message>
        <source>Zoom in (also Ctrl+wheel)</source>
        <translation>Zoom in (also Ctrl+wheel)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom out</translation>
    </message>
    <message>
        <source>Zoom out (also Ctrl+wheel)</source>
        <translation>Zoom out (also Ctrl+wheel)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>Show the whole tree</translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation>Left to right</translation>
    </message>
    <message>
        <source>Draw the tree from left to right instead of top-down</source>
        <translation>Draw the tree from left to right instead of top-down</translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation>Export picture…</translation>
    </message>
    <message>
        <source>Save the tree picture as SVG, PNG or PDF (TikZ and .efg: File ▸ Export)</source>
        <translation>Save the tree picture as SVG, PNG or PDF (TikZ and .efg: File ▸ Export)</translation>
    </message>
    <message>
        <source>Select a node first.</source>
        <translation>Select a node first.</translation>
    </message>
    <message>
        <source>Set mover to chance</source>
        <translation>Set mover to chance</translation>
    </message>
    <message>
        <source>Set mover</source>
        <translation>Set mover</translation>
    </message>
    <message>
        <source>Select the node an action leads to.</source>
        <translation>Select the node an action leads to.</translation>
    </message>
    <message numerus="yes">
        <source>Copied a subtree of %n node(s).</source>
        <translation>
            <numerusform>Copied a subtree of %n node.</numerusform>
            <numerusform>Copied a subtree of %n nodes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the node to paste at.</source>
        <translation>Select the node to paste at.</translation>
    </message>
    <message>
        <source>Saved the picture as %1.</source>
        <translation>Saved the picture as %1.</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Export picture</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Outcome %1</source>
        <translation>Outcome %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Compute every analysis now, whatever the size of the tree</source>
        <translation>Compute every analysis now, whatever the size of the tree</translation>
    </message>
    <message>
        <source>Win/lose</source>
        <translation>Win/lose</translation>
    </message>
    <message>
        <source>Binary (win/lose) mode: a digit on a leaf makes that player win there (payoff 1 to the player, 0 to the others), leaves show the winner&apos;s name, and M turns a leaf into a move (B)</source>
        <translation>Binary (win/lose) mode: a digit on a leaf makes that player win there (payoff 1 to the player, 0 to the others), leaves show the winner&apos;s name, and M turns a leaf into a move (B)</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>Generate…</translation>
    </message>
    <message>
        <source>Open a generated win/lose tree in a new tab: the Diamond game, Nim for 3 or 4 players, or a random tree</source>
        <translation>Open a generated win/lose tree in a new tab: the Diamond game, Nim for 3 or 4 players, or a random tree</translation>
    </message>
    <message>
        <source>Make a move</source>
        <translation>Make a move</translation>
    </message>
    <message>
        <source>Turn the selected leaf into a two-action move of the player after its parent&apos;s mover (in win/lose mode the digits set winners on leaves) (M)</source>
        <translation>Turn the selected leaf into a two-action move of the player after its parent&apos;s mover (in win/lose mode the digits set winners on leaves) (M)</translation>
    </message>
    <message>
        <source>Select a leaf first.</source>
        <translation>Select a leaf first.</translation>
    </message>
    <message>
        <source>The selected node is a move already; + adds an action to it.</source>
        <translation>The selected node is a move already; + adds an action to it.</translation>
    </message>
    <message>
        <source>Add parameter</source>
        <translation>Add parameter</translation>
    </message>
    <message>
        <source>Add a parameter t (0 in [0, 1]): payoffs and chance probabilities may then be expressions such as 3*t - 1 or 1 - t</source>
        <translation>Add a parameter t (0 in [0, 1]): payoffs and chance probabilities may then be expressions such as 3*t - 1 or 1 - t</translation>
    </message>
    <message>
        <source>Add, rename or remove players; add a parameter</source>
        <translation>Add, rename or remove players; add a parameter</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeEdits</name>
    <message>
        <source>That node no longer exists.</source>
        <translation>That node no longer exists.</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Enter a number.</translation>
    </message>
    <message>
        <source>“%1” is not a number (use integers, fractions like 3/4 or decimals).</source>
        <translation>“%1” is not a number (use integers, fractions like 3/4 or decimals).</translation>
    </message>
    <message>
        <source>This node already has moves: add an action to it, or delete its subtree first.</source>
        <translation>This node already has moves: add an action to it, or delete its subtree first.</translation>
    </message>
    <message>
        <source>There is no player %1; add players first.</source>
        <translation>There is no player %1; add players first.</translation>
    </message>
    <message>
        <source>Add chance move</source>
        <translation>Add chance move</translation>
    </message>
    <message>
        <source>Add move of %1</source>
        <translation>Add move of %1</translation>
    </message>
    <message>
        <source>A leaf has no actions: give it a mover first (keys 1–9 or C).</source>
        <translation>A leaf has no actions: give it a mover first (keys 1–9 or C).</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>Add action</translation>
    </message>
    <message>
        <source>Select the node an action leads to.</source>
        <translation>Select the node an action leads to.</translation>
    </message>
    <message>
        <source>A move keeps at least one action: delete the parent&apos;s subtree instead (Delete).</source>
        <translation>A move keeps at least one action: delete the parent&apos;s subtree instead (Delete).</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>Remove action</translation>
    </message>
    <message>
        <source>This node is already a leaf.</source>
        <translation>This node is already a leaf.</translation>
    </message>
    <message>
        <source>Delete subtree</source>
        <translation>Delete subtree</translation>
    </message>
    <message numerus="yes">
        <source>There is no player %1 (the tree has %n player(s)); add players first.</source>
        <translation>
            <numerusform>There is no player %1 (the tree has %n player); add players first.</numerusform>
            <numerusform>There is no player %1 (the tree has %n players); add players first.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set mover to %1</source>
        <translation>Set mover to %1</translation>
    </message>
    <message>
        <source>Select at least two nodes to join (Ctrl+click adds a node to the selection).</source>
        <translation>Select at least two nodes to join (Ctrl+click adds a node to the selection).</translation>
    </message>
    <message>
        <source>Leaves belong to no information set: select decision nodes only.</source>
        <translation>Leaves belong to no information set: select decision nodes only.</translation>
    </message>
    <message>
        <source>Chance nodes are never in information sets.</source>
        <translation>Chance nodes are never in information sets.</translation>
    </message>
    <message>
        <source>Cannot join: the nodes belong to different players (%1 and %2); an information set belongs to one player.</source>
        <translation>Cannot join: the nodes belong to different players (%1 and %2); an information set belongs to one player.</translation>
    </message>
    <message>
        <source>Cannot join: the nodes have different numbers of actions (%1 and %2); the mover must see the same choices at every node of a set.</source>
        <translation>Cannot join: the nodes have different numbers of actions (%1 and %2); the mover must see the same choices at every node of a set.</translation>
    </message>
    <message>
        <source>These nodes already form one information set.</source>
        <translation>These nodes already form one information set.</translation>
    </message>
    <message>
        <source>Join information set</source>
        <translation>Join information set</translation>
    </message>
    <message>
        <source>Select a node of an information set with several nodes to split it off.</source>
        <translation>Select a node of an information set with several nodes to split it off.</translation>
    </message>
    <message>
        <source>Split information set</source>
        <translation>Split information set</translation>
    </message>
    <message>
        <source>Only decision and chance nodes have information sets.</source>
        <translation>Only decision and chance nodes have information sets.</translation>
    </message>
    <message>
        <source>Name information set</source>
        <translation>Name information set</translation>
    </message>
    <message>
        <source>The root has no action leading to it.</source>
        <translation>The root has no action leading to it.</translation>
    </message>
    <message>
        <source>Rename action</source>
        <translation>Rename action</translation>
    </message>
    <message>
        <source>Only the edges of chance moves have probabilities.</source>
        <translation>Only the edges of chance moves have probabilities.</translation>
    </message>
    <message>
        <source>“%1” is not a probability: enter a number between 0 and 1 such as 1/4 or 0.25.</source>
        <translation>“%1” is not a probability: enter a number between 0 and 1 such as 1/4 or 0.25.</translation>
    </message>
    <message>
        <source>A probability lies between 0 and 1; %1 does not.</source>
        <translation>A probability lies between 0 and 1; %1 does not.</translation>
    </message>
    <message>
        <source>Set probability</source>
        <translation>Set probability</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n payoff(s), one per player, separated by commas.</source>
        <translation>
            <numerusform>Enter %n payoff, one per player, separated by commas.</numerusform>
            <numerusform>Enter %n payoffs, one per player, separated by commas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Set payoffs</source>
        <translation>Set payoffs</translation>
    </message>
    <message>
        <source>There is no such outcome.</source>
        <translation>There is no such outcome.</translation>
    </message>
    <message>
        <source>Choose outcome</source>
        <translation>Choose outcome</translation>
    </message>
    <message>
        <source>This node has no outcome yet: enter its payoffs first.</source>
        <translation>This node has no outcome yet: enter its payoffs first.</translation>
    </message>
    <message>
        <source>Name outcome</source>
        <translation>Name outcome</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Add player</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>There is no such player.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>A player needs a name.</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Rename player</translation>
    </message>
    <message>
        <source>A game keeps at least one player.</source>
        <translation>A game keeps at least one player.</translation>
    </message>
    <message numerus="yes">
        <source>%1 still moves at %n node(s): give those nodes another mover first.</source>
        <translation>
            <numerusform>%1 still moves at %n node: give that node another mover first.</numerusform>
            <numerusform>%1 still moves at %n nodes: give those nodes another mover first.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <source>Select the node to paste at.</source>
        <translation>Select the node to paste at.</translation>
    </message>
    <message>
        <source>The copied subtree has %1 players, this tree %2: the numbers of players must agree.</source>
        <translation>The copied subtree has %1 players, this tree %2: the numbers of players must agree.</translation>
    </message>
    <message>
        <source>Paste subtree</source>
        <translation>Paste subtree</translation>
    </message>
    <message>
        <source>Replace subtree</source>
        <translation>Replace subtree</translation>
    </message>
    <message>
        <source>Probability of “%1” at node %2</source>
        <translation>Probability of “%1” at node %2</translation>
    </message>
    <message>
        <source>Payoff to %1 at node %2</source>
        <translation>Payoff to %1 at node %2</translation>
    </message>
    <message>
        <source>Payoff to %1 in outcome %2</source>
        <translation>Payoff to %1 in outcome %2</translation>
    </message>
    <message>
        <source>%1: %2 = %3 does not lie between 0 and 1.</source>
        <translation>%1: %2 = %3 does not lie between 0 and 1.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeGenerateDialog</name>
    <message>
        <source>Generate win/lose tree</source>
        <translation>Generate win/lose tree</translation>
    </message>
    <message>
        <source>Diamond game (3 players, smallest board)</source>
        <translation>Diamond game (3 players, smallest board)</translation>
    </message>
    <message>
        <source>Nim, last move wins</source>
        <translation>Nim, last move wins</translation>
    </message>
    <message>
        <source>Random binary tree</source>
        <translation>Random binary tree</translation>
    </message>
    <message>
        <source>Which game to generate as a new tree document</source>
        <translation>Which game to generate as a new tree document</translation>
    </message>
    <message>
        <source>The thesis&apos;s 3-player Diamond game (Chinese checkers on the 13-cell star board, no backward moves, forced wins collapsed): 84 decision nodes, 112 leaves.</source>
        <translation>The thesis&apos;s 3-player Diamond game (Chinese checkers on the 13-cell star board, no backward moves, forced wins collapsed): 84 decision nodes, 112 leaves.</translation>
    </message>
    <message>
        <source>Heap sizes separated by commas or spaces; a move takes any positive number from one heap</source>
        <translation>Heap sizes separated by commas or spaces; a move takes any positive number from one heap</translation>
    </message>
    <message>
        <source>Players take turns from player 1; whoever takes the last counter wins</source>
        <translation>Players take turns from player 1; whoever takes the last counter wins</translation>
    </message>
    <message>
        <source>Heaps:</source>
        <translation>Heaps:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>About this many nodes (moves and leaves)</source>
        <translation>About this many nodes (moves and leaves)</translation>
    </message>
    <message>
        <source>The fewest children of a move</source>
        <translation>The fewest children of a move</translation>
    </message>
    <message>
        <source>The most children of a move</source>
        <translation>The most children of a move</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>The same seed gives the same tree</source>
        <translation>The same seed gives the same tree</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Nodes:</translation>
    </message>
    <message>
        <source>Children from:</source>
        <translation>Children from:</translation>
    </message>
    <message>
        <source>Children to:</source>
        <translation>Children to:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Diamond game</source>
        <translation>Diamond game</translation>
    </message>
    <message numerus="yes">
        <source>Nim %1, %n players</source>
        <translation>
            <numerusform>Nim %1, %n players</numerusform>
            <numerusform>Nim %1, %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Random win/lose tree (seed %1)</source>
        <translation>Random win/lose tree (seed %1)</translation>
    </message>
    <message>
        <source>No window to open the tree in.</source>
        <translation>No window to open the tree in.</translation>
    </message>
    <message>
        <source>“%1” is not a heap size (a whole number from 0 to 1000).</source>
        <translation>“%1” is not a heap size (a whole number from 0 to 1000).</translation>
    </message>
    <message>
        <source>Give at least one heap size.</source>
        <translation>Give at least one heap size.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKindText</name>
    <message>
        <source>Gambit extensive form (*.efg)</source>
        <translation>Gambit extensive form (*.efg)</translation>
    </message>
    <message>
        <source>New game tree</source>
        <translation>New game tree</translation>
    </message>
    <message>
        <source>Moves, chance, information sets and payoffs drawn as a tree: subgame-perfect equilibria, the strategic form, the sequence form</source>
        <translation>Moves, chance, information sets and payoffs drawn as a tree: subgame-perfect equilibria, the strategic form, the sequence form</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Game tree</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKingmakerPage</name>
    <message>
        <source>kmn-η only</source>
        <translation>kmn-η only</translation>
    </message>
    <message>
        <source>One SPE</source>
        <translation>One SPE</translation>
    </message>
    <message>
        <source>Next SPE</source>
        <translation>Next SPE</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Essence…</source>
        <translation>Essence…</translation>
    </message>
    <message>
        <source>Sandbox…</source>
        <translation>Sandbox…</translation>
    </message>
    <message>
        <source>Matches…</source>
        <translation>Matches…</translation>
    </message>
    <message>
        <source>Shrink the tree by the thesis&apos;s equivalence transformations, step by step (Table 5.2)</source>
        <translation>Shrink the tree by the thesis&apos;s equivalence transformations, step by step (Table 5.2)</translation>
    </message>
    <message>
        <source>Mixed strategies with sliders: is the profile an SPE, and does a player gain by deviating one step ahead?</source>
        <translation>Mixed strategies with sliders: is the profile an SPE, and does a player gain by deviating one step ahead?</translation>
    </message>
    <message>
        <source>Exact expected wins of playing policies (RNDall, RNDeta, eqprob, 1EP, maxn, paranoid) against each other</source>
        <translation>Exact expected wins of playing policies (RNDall, RNDeta, eqprob, 1EP, maxn, paranoid) against each other</translation>
    </message>
    <message>
        <source>Reading: set</source>
        <translation>Reading: set</translation>
    </message>
    <message>
        <source>Reading: alt</source>
        <translation>Reading: alt</translation>
    </message>
    <message>
        <source>Reading: eff</source>
        <translation>Reading: eff</translation>
    </message>
    <message>
        <source>How the SP-1EP reads “player i may win at the ancestor z” (the thesis is ambiguous):
set — i is in W(z), the literal reading (default);
alt — i may win in another child of z;
eff — effect-aware: i may win where z&apos;s mover would turn instead (not from the thesis).
The readings give different kingmakers on some trees.</source>
        <translation>How the SP-1EP reads “player i may win at the ancestor z” (the thesis is ambiguous):
set — i is in W(z), the literal reading (default);
alt — i may win in another child of z;
eff — effect-aware: i may win where z&apos;s mover would turn instead (not from the thesis).
The readings give different kingmakers on some trees.</translation>
    </message>
    <message>
        <source>Show steps 1–4 without the ancestor test: backward induction with the kmn-η preference only</source>
        <translation>Show steps 1–4 without the ancestor test: backward induction with the kmn-η preference only</translation>
    </message>
    <message>
        <source>W: SP-1EP</source>
        <translation>W: SP-1EP</translation>
    </message>
    <message>
        <source>W: kmn-η</source>
        <translation>W: kmn-η</translation>
    </message>
    <message>
        <source>W: reachable</source>
        <translation>W: reachable</translation>
    </message>
    <message>
        <source>W: hidden</source>
        <translation>W: hidden</translation>
    </message>
    <message>
        <source>Which set of players who may win, W(v), is written beside the nodes: the SP-1EP&apos;s, kmn-η&apos;s, or every winner of a leaf below</source>
        <translation>Which set of players who may win, W(v), is written beside the nodes: the SP-1EP&apos;s, kmn-η&apos;s, or every winner of a leaf below</translation>
    </message>
    <message>
        <source>Draw: allowed edges</source>
        <translation>Draw: allowed edges</translation>
    </message>
    <message>
        <source>Draw: a pure SPE</source>
        <translation>Draw: a pure SPE</translation>
    </message>
    <message>
        <source>Draw: maxn</source>
        <translation>Draw: maxn</translation>
    </message>
    <message>
        <source>The edges drawn on the tree: those any SP-1EP may use (green bands), the pure SPE chosen with One SPE / Next SPE, or the choices of maxn</source>
        <translation>The edges drawn on the tree: those any SP-1EP may use (green bands), the pure SPE chosen with One SPE / Next SPE, or the choices of maxn</translation>
    </message>
    <message>
        <source>maxn: first</source>
        <translation>maxn: first</translation>
    </message>
    <message>
        <source>maxn: last</source>
        <translation>maxn: last</translation>
    </message>
    <message>
        <source>maxn: average</source>
        <translation>maxn: average</translation>
    </message>
    <message>
        <source>maxn: pessimistic</source>
        <translation>maxn: pessimistic</translation>
    </message>
    <message>
        <source>maxn: random</source>
        <translation>maxn: random</translation>
    </message>
    <message>
        <source>paranoid</source>
        <translation>paranoid</translation>
    </message>
    <message>
        <source>How maxn breaks ties between children that are equally good for the mover; paranoid assumes everyone else plays against the viewpoint player</source>
        <translation>How maxn breaks ties between children that are equally good for the mover; paranoid assumes everyone else plays against the viewpoint player</translation>
    </message>
    <message>
        <source>The predicting player of the pessimistic and paranoid rules</source>
        <translation>The predicting player of the pessimistic and paranoid rules</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>seed </translation>
    </message>
    <message>
        <source>The seed of the random tie rule (the same seed gives the same choices)</source>
        <translation>The seed of the random tie rule (the same seed gives the same choices)</translation>
    </message>
    <message>
        <source>Draw one pure subgame-perfect equilibrium (backward induction, first best child)</source>
        <translation>Draw one pure subgame-perfect equilibrium (backward induction, first best child)</translation>
    </message>
    <message>
        <source>Draw the next pure subgame-perfect equilibrium (after the last, the first again)</source>
        <translation>Draw the next pure subgame-perfect equilibrium (after the last, the first again)</translation>
    </message>
    <message>
        <source>Show or hide what forced-win node, kingmaker, kmn-η, 1EP and SP-1EP mean</source>
        <translation>Show or hide what forced-win node, kingmaker, kmn-η, 1EP and SP-1EP mean</translation>
    </message>
    <message>
        <source>Run the kingmaker analysis (large trees are not analysed on every edit)</source>
        <translation>Run the kingmaker analysis (large trees are not analysed on every edit)</translation>
    </message>
    <message>
        <source>The SP-1EP narrowings in the order they were made; choose one to select its node</source>
        <translation>The SP-1EP narrowings in the order they were made; choose one to select its node</translation>
    </message>
    <message>
        <source>SP-1EP trace</source>
        <translation>SP-1EP trace</translation>
    </message>
    <message>
        <source>viewpoint: root mover</source>
        <translation>viewpoint: root mover</translation>
    </message>
    <message>
        <source>viewpoint: %1</source>
        <translation>viewpoint: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not analysed automatically for a tree of %n nodes — press Solve.</source>
        <translation>
            <numerusform>Not analysed automatically for a tree of %n nodes — press Solve.</numerusform>
            <numerusform>Not analysed automatically for a tree of %n nodes — press Solve.</numerusform>
        </translation>
    </message>
    <message>
        <source>This page needs a win/lose tree: perfect information, no chance, and every leaf won by exactly one player.</source>
        <translation>This page needs a win/lose tree: perfect information, no chance, and every leaf won by exactly one player.</translation>
    </message>
    <message>
        <source>Switch on Win/lose mode (B) and type a player&apos;s digit on a leaf to make that player win there.</source>
        <translation>Switch on Win/lose mode (B) and type a player&apos;s digit on a leaf to make that player win there.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKingmakerText</name>
    <message>
        <source>Forced-win node of %1</source>
        <translation>Forced-win node of %1</translation>
    </message>
    <message>
        <source>Kingmaker node (strict): %1 cannot win here and decides between %2</source>
        <translation>Kingmaker node (strict): %1 cannot win here and decides between %2</translation>
    </message>
    <message>
        <source>Kingmaker node (generalised): %1 cannot win here and decides between %2</source>
        <translation>Kingmaker node (generalised): %1 cannot win here and decides between %2</translation>
    </message>
    <message>
        <source>The kingmaker of this game</source>
        <translation>The kingmaker of this game</translation>
    </message>
    <message>
        <source>kmn-η: players who may win %1</source>
        <translation>kmn-η: players who may win %1</translation>
    </message>
    <message>
        <source>SP-1EP: players who may win %1</source>
        <translation>SP-1EP: players who may win %1</translation>
    </message>
    <message>
        <source>A pure SPE, won by %1</source>
        <translation>A pure SPE, won by %1</translation>
    </message>
    <message>
        <source>maxn (%1): root value (%2)</source>
        <translation>maxn (%1): root value (%2)</translation>
    </message>
    <message>
        <source>set (literal)</source>
        <translation>set (literal)</translation>
    </message>
    <message>
        <source>alt (an alternative at the ancestor)</source>
        <translation>alt (an alternative at the ancestor)</translation>
    </message>
    <message>
        <source>eff (effect-aware, not from the thesis)</source>
        <translation>eff (effect-aware, not from the thesis)</translation>
    </message>
    <message>
        <source>first child</source>
        <translation>first child</translation>
    </message>
    <message>
        <source>last child</source>
        <translation>last child</translation>
    </message>
    <message>
        <source>average of the tied children</source>
        <translation>average of the tied children</translation>
    </message>
    <message>
        <source>pessimistic for the viewpoint player</source>
        <translation>pessimistic for the viewpoint player</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>seeded random</translation>
    </message>
    <message>
        <source>paranoid (not maxn)</source>
        <translation>paranoid (not maxn)</translation>
    </message>
    <message>
        <source>%1 (%2) keeps child(ren) %3: at %4, %5 moves and %2 may win there, so %2 removes %5&apos;s chance</source>
        <translation>%1 (%2) keeps child(ren) %3: at %4, %5 moves and %2 may win there, so %2 removes %5&apos;s chance</translation>
    </message>
    <message>
        <source>Kingmakers</source>
        <translation>Kingmakers</translation>
    </message>
    <message>
        <source>The root is a forced-win node of %1: nobody can stop that player.</source>
        <translation>The root is a forced-win node of %1: nobody can stop that player.</translation>
    </message>
    <message>
        <source>kmn-η only (no lookahead)</source>
        <translation>kmn-η only (no lookahead)</translation>
    </message>
    <message>
        <source>SP-1EP</source>
        <translation>SP-1EP</translation>
    </message>
    <message>
        <source>Reading of the ancestor test: %1.</source>
        <translation>Reading of the ancestor test: %1.</translation>
    </message>
    <message>
        <source>Players who may win at the root: %1</source>
        <translation>Players who may win at the root: %1</translation>
    </message>
    <message>
        <source>No undetermined kingmaker: every choice that matters is fixed.</source>
        <translation>No undetermined kingmaker: every choice that matters is fixed.</translation>
    </message>
    <message>
        <source>%1 at %2 decides between %3</source>
        <translation>%1 at %2 decides between %3</translation>
    </message>
    <message numerus="yes">
        <source>The kingmaker(s) of this game (ringed on the tree):</source>
        <translation>
            <numerusform>The kingmaker of this game (ringed on the tree):</numerusform>
            <numerusform>The kingmakers of this game (ringed on the tree):</numerusform>
        </translation>
    </message>
    <message>
        <source>Pure subgame-perfect equilibria</source>
        <translation>Pure subgame-perfect equilibria</translation>
    </message>
    <message>
        <source>Count: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Count: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>SPE</source>
        <translation>SPE</translation>
    </message>
    <message>
        <source>Drawn: SPE no. %1, won by %2.</source>
        <translation>Drawn: SPE no. %1, won by %2.</translation>
    </message>
    <message>
        <source>maxn</source>
        <translation>maxn</translation>
    </message>
    <message>
        <source>Tie rule: %1. Root value: %2</source>
        <translation>Tie rule: %1. Root value: %2</translation>
    </message>
    <message>
        <source>%1 takes child %2 at %3</source>
        <translation>%1 takes child %2 at %3</translation>
    </message>
    <message>
        <source>The play (choose “maxn” under Draw to see every chosen edge):</source>
        <translation>The play (choose “maxn” under Draw to see every chosen edge):</translation>
    </message>
    <message>
        <source>Uniqueness (as Table 5.1)</source>
        <translation>Uniqueness (as Table 5.1)</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Decision nodes</source>
        <translation>Decision nodes</translation>
    </message>
    <message>
        <source>Not unique</source>
        <translation>Not unique</translation>
    </message>
    <message>
        <source>Changes who may win</source>
        <translation>Changes who may win</translation>
    </message>
    <message>
        <source>Changes values</source>
        <translation>Changes values</translation>
    </message>
    <message>
        <source>kmn-η</source>
        <translation>kmn-η</translation>
    </message>
    <message>
        <source>Equivalence transformations (as Table 5.2)</source>
        <translation>Equivalence transformations (as Table 5.2)</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Tree</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>Leaves</translation>
    </message>
    <message>
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <source>transformed</source>
        <translation>transformed</translation>
    </message>
    <message>
        <source>kmn-η, transformed</source>
        <translation>kmn-η, transformed</translation>
    </message>
    <message>
        <source>SP-1EP, transformed</source>
        <translation>SP-1EP, transformed</translation>
    </message>
    <message>
        <source>Kingmaker nodes</source>
        <translation>Kingmaker nodes</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Node</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Owner</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Candidate winners</source>
        <translation>Candidate winners</translation>
    </message>
    <message>
        <source>strict, generalised</source>
        <translation>strict, generalised</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>strict</translation>
    </message>
    <message>
        <source>generalised</source>
        <translation>generalised</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>None.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <source>About this page</source>
        <translation>About this page</translation>
    </message>
    <message>
        <source>&lt;b&gt;Binary (win/lose) games&lt;/b&gt;: every play is won by exactly one player (payoff 1) and lost by the others (0); no chance, perfect information.</source>
        <translation>&lt;b&gt;Binary (win/lose) games&lt;/b&gt;: every play is won by exactly one player (payoff 1) and lost by the others (0); no chance, perfect information.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced-win node&lt;/b&gt; of a player: from there that player wins whatever the others do (filled in the player&apos;s colour). A &lt;b&gt;kingmaker node&lt;/b&gt; belongs to a player who cannot win there but whose choice decides which of two or more others wins (square frame; dashed: the wider, “generalised” kind of step 4, where the children need not be forced wins).</source>
        <translation>&lt;b&gt;Forced-win node&lt;/b&gt; of a player: from there that player wins whatever the others do (filled in the player&apos;s colour). A &lt;b&gt;kingmaker node&lt;/b&gt; belongs to a player who cannot win there but whose choice decides which of two or more others wins (square frame; dashed: the wider, “generalised” kind of step 4, where the children need not be forced wins).</translation>
    </message>
    <message>
        <source>&lt;b&gt;kmn-η&lt;/b&gt;: a mover prefers its own forced win, then a child where it may still win, then the rest (edges: solid, dashed, dotted). &lt;b&gt;1EP&lt;/b&gt;: a profile where nobody gains by a change that others would answer one step ahead. &lt;b&gt;SP-1EP&lt;/b&gt;: the subgame-perfect version, computed bottom-up on the sets W(v) of players who may win; a kingmaker whose choice would give the mover of an ancestor a chance is narrowed (the trace below lists each narrowing).</source>
        <translation>&lt;b&gt;kmn-η&lt;/b&gt;: a mover prefers its own forced win, then a child where it may still win, then the rest (edges: solid, dashed, dotted). &lt;b&gt;1EP&lt;/b&gt;: a profile where nobody gains by a change that others would answer one step ahead. &lt;b&gt;SP-1EP&lt;/b&gt;: the subgame-perfect version, computed bottom-up on the sets W(v) of players who may win; a kingmaker whose choice would give the mover of an ancestor a chance is narrowed (the trace below lists each narrowing).</translation>
    </message>
    <message>
        <source>Example (Fig. 3.3): P3 moves first to a node of P1 (leaves 3, 2) or of P2 (leaves 3, 1). Both inner nodes are kingmakers; there are 6 pure SPE. SP-1EP: P1 takes 2 and P2 takes 1, so player 3 at the root becomes the kingmaker between players 1 and 2.</source>
        <translation>Example (Fig. 3.3): P3 moves first to a node of P1 (leaves 3, 2) or of P2 (leaves 3, 1). Both inner nodes are kingmakers; there are 6 pure SPE. SP-1EP: P1 takes 2 and P2 takes 1, so player 3 at the root becomes the kingmaker between players 1 and 2.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caution&lt;/b&gt;: the thesis is informal (no proofs) and its ancestor test “player i may win at z” can be read in several ways. The reading option (set, alt, eff) changes the results, even on the thesis&apos;s own Diamond game.</source>
        <translation>&lt;b&gt;Caution&lt;/b&gt;: the thesis is informal (no proofs) and its ancestor test “player i may win at z” can be read in several ways. The reading option (set, alt, eff) changes the results, even on the thesis&apos;s own Diamond game.</translation>
    </message>
    <message>
        <source>Overlays: green bands are the allowed edges of the SP-1EP (or kmn-η), the double red ring marks the kingmaker(s) of this game, and W(v) is written beside the nodes.</source>
        <translation>Overlays: green bands are the allowed edges of the SP-1EP (or kmn-η), the double red ring marks the kingmaker(s) of this game, and W(v) is written beside the nodes.</translation>
    </message>
    <message>
        <source>not reached in this SP-1EP</source>
        <translation>not reached in this SP-1EP</translation>
    </message>
    <message>
        <source>A kingmaker marked “not reached” is listed because its own choice is still open after steps 1–4 (no restriction narrowed it), but the allowed choices of its ancestors never lead to it: its choice changes nobody&apos;s chances in this SP-1EP.</source>
        <translation>A kingmaker marked “not reached” is listed because its own choice is still open after steps 1–4 (no restriction narrowed it), but the allowed choices of its ancestors never lead to it: its choice changes nobody&apos;s chances in this SP-1EP.</translation>
    </message>
    <message numerus="yes">
        <source>A win/lose tree of %n player(s): %1, %2, %3.</source>
        <translation>
            <numerusform>A win/lose tree of %n player: %1, %2, %3.</numerusform>
            <numerusform>A win/lose tree of %n players: %1, %2, %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; strict kingmaker node(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; strict kingmaker node</numerusform>
            <numerusform>&lt;b&gt;%n&lt;/b&gt; strict kingmaker nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes are named as in the tree editor, counting from 1 (node 1 is the root); gamelab-cli tree kingmaker numbers them in pre-order from 0.</source>
        <translation>Nodes are named as in the tree editor, counting from 1 (node 1 is the root); gamelab-cli tree kingmaker numbers them in pre-order from 0.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKingmakerTools</name>
    <message>
        <source>Essence: equivalence transformations</source>
        <translation>Essence: equivalence transformations</translation>
    </message>
    <message>
        <source>Mixed-strategy sandbox</source>
        <translation>Mixed-strategy sandbox</translation>
    </message>
    <message>
        <source>Match simulator</source>
        <translation>Match simulator</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeLemkePage</name>
    <message>
        <source>the uniform prior</source>
        <translation>the uniform prior</translation>
    </message>
    <message>
        <source>the random prior with seed %1</source>
        <translation>the random prior with seed %1</translation>
    </message>
    <message>
        <source>Next prior</source>
        <translation>Next prior</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Find</translation>
    </message>
    <message>
        <source>Prior:</source>
        <translation>Prior:</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>Uniform</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>The completely mixed strategies the path starts from: every action equally likely, or random weights (a generic prior gives a normal-form perfect equilibrium)</source>
        <translation>The completely mixed strategies the path starts from: every action equally likely, or random weights (a generic prior gives a normal-form perfect equilibrium)</translation>
    </message>
    <message>
        <source>Start again from the next random prior: another prior may lead to another equilibrium</source>
        <translation>Start again from the next random prior: another prior may lead to another equilibrium</translation>
    </message>
    <message>
        <source>Follow Lemke&apos;s path on the sequence form (large trees are not solved on every edit)</source>
        <translation>Follow Lemke&apos;s path on the sequence form (large trees are not solved on every edit)</translation>
    </message>
    <message>
        <source>Not solved automatically for this tree — press Find.</source>
        <translation>Not solved automatically for this tree — press Find.</translation>
    </message>
    <message>
        <source>A Nash equilibrium by Lemke&apos;s algorithm (sequence form)</source>
        <translation>A Nash equilibrium by Lemke&apos;s algorithm (sequence form)</translation>
    </message>
    <message>
        <source>Verified exactly: neither player can gain by replying differently to the other&apos;s behaviour.</source>
        <translation>Verified exactly: neither player can gain by replying differently to the other&apos;s behaviour.</translation>
    </message>
    <message>
        <source>Not verified.</source>
        <translation>Not verified.</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>Payoffs:</translation>
    </message>
    <message numerus="yes">
        <source>Started from %1; %n complementary pivot(s).</source>
        <translation>
            <numerusform>Started from %1; %n complementary pivot.</numerusform>
            <numerusform>Started from %1; %n complementary pivots.</numerusform>
        </translation>
    </message>
    <message>
        <source>A random prior is generic: the equilibrium found is then normal-form perfect (no player uses a weakly dominated strategy).</source>
        <translation>A random prior is generic: the equilibrium found is then normal-form perfect (no player uses a weakly dominated strategy).</translation>
    </message>
    <message>
        <source>The uniform prior may be degenerate; a random prior (Next prior) gives a normal-form perfect equilibrium and may find another one.</source>
        <translation>The uniform prior may be degenerate; a random prior (Next prior) gives a normal-form perfect equilibrium and may find another one.</translation>
    </message>
    <message>
        <source>The floating-point path failed its proof; this equilibrium comes from the exact path.</source>
        <translation>The floating-point path failed its proof; this equilibrium comes from the exact path.</translation>
    </message>
    <message>
        <source>Behaviour strategy of %1</source>
        <translation>Behaviour strategy of %1</translation>
    </message>
    <message>
        <source>Lemke equilibrium from %1: payoffs (%2)</source>
        <translation>Lemke equilibrium from %1: payoffs (%2)</translation>
    </message>
    <message>
        <source>A set that the player&apos;s own choices never reach shows the uniform distribution: the sequence form leaves play there open, and any behaviour gives the same equilibrium.</source>
        <translation>A set that the player&apos;s own choices never reach shows the uniform distribution: the sequence form leaves play there open, and any behaviour gives the same equilibrium.</translation>
    </message>
    <message numerus="yes">
        <source>Lemke&apos;s algorithm on the sequence form is for two players; this tree has %n. The Sequential page finds an equilibrium for any number of players.</source>
        <translation>
            <numerusform>Lemke&apos;s algorithm on the sequence form is for two players; this tree has %n. The Sequential page finds an equilibrium for any number of players.</numerusform>
            <numerusform>Lemke&apos;s algorithm on the sequence form is for two players; this tree has %n. The Sequential page finds an equilibrium for any number of players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreePictureExportText</name>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG picture (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG image (*.png)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF document (*.pdf)</translation>
    </message>
    <message>
        <source>Game tree drawn by Gamelab</source>
        <translation>Game tree drawn by Gamelab</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <source>The picture is too large for a PNG image (%1 × %2 pixels); use SVG or PDF.</source>
        <translation>The picture is too large for a PNG image (%1 × %2 pixels); use SVG or PDF.</translation>
    </message>
    <message>
        <source>Unknown picture format “%1”.</source>
        <translation>Unknown picture format “%1”.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeQrePage</name>
    <message>
        <source>Trace the QRE branch</source>
        <translation>Trace the QRE branch</translation>
    </message>
    <message>
        <source>Trace the logit QRE of this tree (large trees are not traced on every edit)</source>
        <translation>Trace the logit QRE of this tree (large trees are not traced on every edit)</translation>
    </message>
    <message>
        <source>The QRE is traced automatically for trees with up to %1 actions at the players&apos; sets; press &lt;b&gt;Trace the QRE branch&lt;/b&gt; for this one.</source>
        <translation>The QRE is traced automatically for trees with up to %1 actions at the players&apos; sets; press &lt;b&gt;Trace the QRE branch&lt;/b&gt; for this one.</translation>
    </message>
    <message>
        <source>Limit as λ → ∞:</source>
        <translation>Limit as λ → ∞:</translation>
    </message>
    <message>
        <source>an exact assessment, verified: every action played is optimal given the beliefs, and the beliefs follow Bayes&apos; rule wherever the set is reached.</source>
        <translation>an exact assessment, verified: every action played is optimal given the beliefs, and the beliefs follow Bayes&apos; rule wherever the set is reached.</translation>
    </message>
    <message>
        <source>approximate: the end of the branch did not round to an exact assessment.</source>
        <translation>approximate: the end of the branch did not round to an exact assessment.</translation>
    </message>
    <message>
        <source>Information set</source>
        <translation>Information set</translation>
    </message>
    <message>
        <source>Behaviour</source>
        <translation>Behaviour</translation>
    </message>
    <message>
        <source>Beliefs on its nodes</source>
        <translation>Beliefs on its nodes</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>Payoffs:</translation>
    </message>
    <message numerus="yes">
        <source>%n points traced, up to λ = %1.</source>
        <translation>
            <numerusform>%n point traced, up to λ = %1.</numerusform>
            <numerusform>%n points traced, up to λ = %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>μ %1</source>
        <translation>μ %1</translation>
    </message>
    <message>
        <source>Logit agent QRE at λ = %1 (beliefs μ beside the nodes of each information set)</source>
        <translation>Logit agent QRE at λ = %1 (beliefs μ beside the nodes of each information set)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeSequentialPage</name>
    <message>
        <source>Find</source>
        <translation>Find</translation>
    </message>
    <message>
        <source>Find a sequential equilibrium (large trees are not solved on every edit)</source>
        <translation>Find a sequential equilibrium (large trees are not solved on every edit)</translation>
    </message>
    <message>
        <source>Not found automatically for this tree (more than %1 actions at the players&apos; sets) — press Find.</source>
        <translation>Not found automatically for this tree (more than %1 actions at the players&apos; sets) — press Find.</translation>
    </message>
    <message>
        <source>A sequential equilibrium</source>
        <translation>A sequential equilibrium</translation>
    </message>
    <message>
        <source>Verified exactly: every action played is optimal given the beliefs and the others&apos; behaviour; the beliefs follow Bayes&apos; rule wherever a set is reached, and off the path they are the limit of a completely mixed sequence of trembles (shown below).</source>
        <translation>Verified exactly: every action played is optimal given the beliefs and the others&apos; behaviour; the beliefs follow Bayes&apos; rule wherever a set is reached, and off the path they are the limit of a completely mixed sequence of trembles (shown below).</translation>
    </message>
    <message>
        <source>Sequentially rational with Bayes&apos; rule on the path, but the consistency of the off-path beliefs could not be proved.</source>
        <translation>Sequentially rational with Bayes&apos; rule on the path, but the consistency of the off-path beliefs could not be proved.</translation>
    </message>
    <message>
        <source>Approximate: the end of the logit QRE branch did not round to an exact assessment.</source>
        <translation>Approximate: the end of the logit QRE branch did not round to an exact assessment.</translation>
    </message>
    <message>
        <source>Found by backward induction: with perfect information every set has one node.</source>
        <translation>Found by backward induction: with perfect information every set has one node.</translation>
    </message>
    <message>
        <source>Found as the limit of the agent-form logit QRE (traced to λ = %1), rounded and checked.</source>
        <translation>Found as the limit of the agent-form logit QRE (traced to λ = %1), rounded and checked.</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>Payoffs:</translation>
    </message>
    <message>
        <source>Information set</source>
        <translation>Information set</translation>
    </message>
    <message>
        <source>Behaviour</source>
        <translation>Behaviour</translation>
    </message>
    <message>
        <source>Beliefs on its nodes</source>
        <translation>Beliefs on its nodes</translation>
    </message>
    <message>
        <source>Why these beliefs</source>
        <translation>Why these beliefs</translation>
    </message>
    <message>
        <source>μ %1</source>
        <translation>μ %1</translation>
    </message>
    <message>
        <source>Sequential equilibrium%1: beliefs μ beside the nodes of each information set</source>
        <translation>Sequential equilibrium%1: beliefs μ beside the nodes of each information set</translation>
    </message>
    <message>
        <source> (not verified)</source>
        <translation> (not verified)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeSpePage</name>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Find a subgame-perfect equilibrium (backward induction, subgame by subgame)</source>
        <translation>Find a subgame-perfect equilibrium (backward induction, subgame by subgame)</translation>
    </message>
    <message numerus="yes">
        <source>Not solved automatically for a tree of %n nodes — press Solve.</source>
        <translation>
            <numerusform>Not solved automatically for a tree of %n node — press Solve.</numerusform>
            <numerusform>Not solved automatically for a tree of %n nodes — press Solve.</numerusform>
        </translation>
    </message>
    <message>
        <source>Subgame-perfect equilibrium</source>
        <translation>Subgame-perfect equilibrium</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>Payoffs:</translation>
    </message>
    <message>
        <source>The tree has &lt;b&gt;perfect information&lt;/b&gt; (every information set is one node): solved by backward induction.</source>
        <translation>The tree has &lt;b&gt;perfect information&lt;/b&gt; (every information set is one node): solved by backward induction.</translation>
    </message>
    <message>
        <source>The tree has &lt;b&gt;imperfect information&lt;/b&gt;: it is cut at its subgames and solved bottom-up, subgame by subgame.</source>
        <translation>The tree has &lt;b&gt;imperfect information&lt;/b&gt;: it is cut at its subgames and solved bottom-up, subgame by subgame.</translation>
    </message>
    <message>
        <source>Pure subgame-perfect equilibria: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Pure subgame-perfect equilibria: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 at %2: %3 are equally good</source>
        <translation>%1 at %2: %3 are equally good</translation>
    </message>
    <message>
        <source>There are several because of ties — a player indifferent between actions may take any of them (each choice changes the equilibrium, though not necessarily its payoffs). The one drawn on the tree takes the first best action at every tie:</source>
        <translation>There are several because of ties — a player indifferent between actions may take any of them (each choice changes the equilibrium, though not necessarily its payoffs). The one drawn on the tree takes the first best action at every tie:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more tie(s).</source>
        <translation>
            <numerusform>… and %n more tie.</numerusform>
            <numerusform>… and %n more ties.</numerusform>
        </translation>
    </message>
    <message>
        <source>No player is ever indifferent, so backward induction leaves no choice: the equilibrium is unique.</source>
        <translation>No player is ever indifferent, so backward induction leaves no choice: the equilibrium is unique.</translation>
    </message>
    <message>
        <source>Some players mix: the probabilities of their actions are written on the branches, and the plays reached with positive probability are highlighted.</source>
        <translation>Some players mix: the probabilities of their actions are written on the branches, and the plays reached with positive probability are highlighted.</translation>
    </message>
    <message>
        <source>%1 chooses &lt;b&gt;%2&lt;/b&gt; at %3</source>
        <translation>%1 chooses &lt;b&gt;%2&lt;/b&gt; at %3</translation>
    </message>
    <message>
        <source>On the equilibrium path (highlighted on the tree):</source>
        <translation>On the equilibrium path (highlighted on the tree):</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more decision(s).</source>
        <translation>
            <numerusform>… and %n more decision.</numerusform>
            <numerusform>… and %n more decisions.</numerusform>
        </translation>
    </message>
    <message>
        <source>The only subgame is the whole tree.</source>
        <translation>The only subgame is the whole tree.</translation>
    </message>
    <message numerus="yes">
        <source>Subgames: %n, counting the whole tree (their roots are framed on the tree).</source>
        <translation>
            <numerusform>Subgames: %n, counting the whole tree (its root is framed on the tree).</numerusform>
            <numerusform>Subgames: %n, counting the whole tree (their roots are framed on the tree).</numerusform>
        </translation>
    </message>
    <message>
        <source>Subgames with imperfect information, solved as a whole (bottom-up):</source>
        <translation>Subgames with imperfect information, solved as a whole (bottom-up):</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Root</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Payoffs</source>
        <translation>Payoffs</translation>
    </message>
    <message>
        <source>SPE payoffs %1</source>
        <translation>SPE payoffs %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeStrategicPage</name>
    <message>
        <source>Open as strategic game</source>
        <translation>Open as strategic game</translation>
    </message>
    <message>
        <source>Use the sequence form</source>
        <translation>Use the sequence form</translation>
    </message>
    <message>
        <source>All pure strategies</source>
        <translation>All pure strategies</translation>
    </message>
    <message>
        <source>Reduced (unreachable choices as *)</source>
        <translation>Reduced (unreachable choices as *)</translation>
    </message>
    <message>
        <source>Reduced, identical strategies merged</source>
        <translation>Reduced, identical strategies merged</translation>
    </message>
    <message>
        <source>Reduced: strategies that differ only where their own earlier choices never lead are one strategy. Merged: strategies with identical payoffs are also one.</source>
        <translation>Reduced: strategies that differ only where their own earlier choices never lead are one strategy. Merged: strategies with identical payoffs are also one.</translation>
    </message>
    <message>
        <source>Open the strategic form in a new tab, with the equilibrium tools of strategic games</source>
        <translation>Open the strategic form in a new tab, with the equilibrium tools of strategic games</translation>
    </message>
    <message>
        <source>Solve the tree directly by the sequence form, whose size grows only with the tree</source>
        <translation>Solve the tree directly by the sequence form, whose size grows only with the tree</translation>
    </message>
    <message>
        <source>Form:</source>
        <translation>Form:</translation>
    </message>
    <message>
        <source>Strategic form</source>
        <translation>Strategic form</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pure strategies (one action at each information set):</source>
        <translation>Pure strategies (one action at each information set):</translation>
    </message>
    <message>
        <source>Payoff cells: %1</source>
        <translation>Payoff cells: %1</translation>
    </message>
    <message>
        <source>This strategic form is too large to build: %1 strategies, %2 payoff cells. Its size grows exponentially with the number of information sets.</source>
        <translation>This strategic form is too large to build: %1 strategies, %2 payoff cells. Its size grows exponentially with the number of information sets.</translation>
    </message>
    <message>
        <source>The reduced form can be much smaller; “Open as strategic game” tries to build it.</source>
        <translation>The reduced form can be much smaller; “Open as strategic game” tries to build it.</translation>
    </message>
    <message>
        <source>The tree is two-person zero-sum with perfect recall: the sequence form solves it directly, in time that grows with the tree only — press “Use the sequence form”.</source>
        <translation>The tree is two-person zero-sum with perfect recall: the sequence form solves it directly, in time that grows with the tree only — press “Use the sequence form”.</translation>
    </message>
    <message>
        <source>Not built automatically for a form this size; “Open as strategic game” builds it.</source>
        <translation>Not built automatically for a form this size; “Open as strategic game” builds it.</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; strategies</source>
        <translation>%1: &lt;b&gt;%2&lt;/b&gt; strategies</translation>
    </message>
    <message>
        <source>Expected payoffs over chance (%1, %2).</source>
        <translation>Expected payoffs over chance (%1, %2).</translation>
    </message>
    <message>
        <source>Too large to preview here; open it as a strategic game to see the table.</source>
        <translation>Too large to preview here; open it as a strategic game to see the table.</translation>
    </message>
    <message numerus="yes">
        <source>Open it as a strategic game to see the table of %n players.</source>
        <translation>
            <numerusform>Open it as a strategic game to see the table of %n player.</numerusform>
            <numerusform>Open it as a strategic game to see the table of %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeText</name>
    <message>
        <source>set %1</source>
        <translation>set %1</translation>
    </message>
    <message>
        <source>set %1 “%2”</source>
        <translation>set %1 “%2”</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>node %1</translation>
    </message>
    <message>
        <source>node %1 “%2”</source>
        <translation>node %1 “%2”</translation>
    </message>
    <message>
        <source>The tree is not valid.</source>
        <translation>The tree is not valid.</translation>
    </message>
    <message numerus="yes">
        <source>The sequence form solves two-person games; this tree has %n player(s).</source>
        <translation>
            <numerusform>The sequence form solves two-person games; this tree has %n player.</numerusform>
            <numerusform>The sequence form solves two-person games; this tree has %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tree is not zero-sum (nor constant-sum): the payoffs at %1 add up differently from those at the first leaf.</source>
        <translation>The tree is not zero-sum (nor constant-sum): the payoffs at %1 add up differently from those at the first leaf.</translation>
    </message>
    <message>
        <source>Player %1 does not have perfect recall (forgets own earlier information or moves), so behaviour strategies may not be optimal; use the strategic form instead.</source>
        <translation>Player %1 does not have perfect recall (forgets own earlier information or moves), so behaviour strategies may not be optimal; use the strategic form instead.</translation>
    </message>
    <message>
        <source>backward induction</source>
        <translation>backward induction</translation>
    </message>
    <message>
        <source>sequence form (two-person zero-sum)</source>
        <translation>sequence form (two-person zero-sum)</translation>
    </message>
    <message>
        <source>equilibrium of its strategic form</source>
        <translation>equilibrium of its strategic form</translation>
    </message>
    <message>
        <source>%1 has no move.</source>
        <translation>%1 has no move.</translation>
    </message>
    <message>
        <source>Information set</source>
        <translation>Information set</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nodes</translation>
    </message>
    <message>
        <source>Action probabilities</source>
        <translation>Action probabilities</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more information set(s) (shown on the tree).</source>
        <translation>
            <numerusform>… and %n more information set (shown on the tree).</numerusform>
            <numerusform>… and %n more information sets (shown on the tree).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 at %3</source>
        <translation>%1&apos;s %2 at %3</translation>
    </message>
    <message>
        <source>One node: belief 1.</source>
        <translation>One node: belief 1.</translation>
    </message>
    <message>
        <source>Reached: Bayes&apos; rule from the reach probabilities of its nodes.</source>
        <translation>Reached: Bayes&apos; rule from the reach probabilities of its nodes.</translation>
    </message>
    <message>
        <source>Off the path: the limit of the beliefs along the logit QRE branch.</source>
        <translation>Off the path: the limit of the beliefs along the logit QRE branch.</translation>
    </message>
    <message>
        <source>%1 through %2 (order %3)</source>
        <translation>%1 through %2 (order %3)</translation>
    </message>
    <message>
        <source>Off the path: reached only after a deviation. In the completely mixed sequence that proves these beliefs consistent, a tremble of order k has probability about εᵏ: %1.</source>
        <translation>Off the path: reached only after a deviation. In the completely mixed sequence that proves these beliefs consistent, a tremble of order k has probability about εᵏ: %1.</translation>
    </message>
    <message>
        <source>Nodes of a higher order are infinitely less likely than those of the lowest: belief 0.</source>
        <translation>Nodes of a higher order are infinitely less likely than those of the lowest: belief 0.</translation>
    </message>
    <message>
        <source>The nodes of the lowest order share the belief in the limit ratio of their trembles.</source>
        <translation>The nodes of the lowest order share the belief in the limit ratio of their trembles.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeValidationList</name>
    <message>
        <source>Problems of the tree; click one to select its nodes</source>
        <translation>Problems of the tree; click one to select its nodes</translation>
    </message>
    <message>
        <source>The probabilities of chance move %1 sum to %2, not 1.</source>
        <translation>The probabilities of chance move %1 sum to %2, not 1.</translation>
    </message>
    <message>
        <source>Chance move %1 has a negative probability (action %2).</source>
        <translation>Chance move %1 has a negative probability (action %2).</translation>
    </message>
    <message>
        <source>%1 forgets at information set %2: its nodes follow different earlier moves or information of %1 (no perfect recall).</source>
        <translation>%1 forgets at information set %2: its nodes follow different earlier moves or information of %1 (no perfect recall).</translation>
    </message>
    <message>
        <source>%1 more leaves have no payoff.</source>
        <translation>%1 more leaves have no payoff.</translation>
    </message>
    <message>
        <source>A leaf has no payoff (it pays 0 to everyone).</source>
        <translation>A leaf has no payoff (it pays 0 to everyone).</translation>
    </message>
    <message>
        <source>%1 never moves.</source>
        <translation>%1 never moves.</translation>
    </message>
    <message>
        <source>No problems: the tree is complete.</source>
        <translation>No problems: the tree is complete.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Information set %1 of %2 is met twice on one play: the player is absent-minded. The strategic form is available; analyses that need perfect recall (sequence form, subgame perfection through it) are not.</source>
        <translation>Information set %1 of %2 is met twice on one play: the player is absent-minded. The strategic form is available; analyses that need perfect recall (sequence form, subgame perfection through it) are not.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeView</name>
    <message>
        <source>Double-click to edit the %1 of this action</source>
        <translation>Double-click to edit the %1 of this action</translation>
    </message>
    <message>
        <source>label</source>
        <translation>label</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probability</translation>
    </message>
    <message>
        <source>Outcome %1</source>
        <translation>Outcome %1</translation>
    </message>
    <message>
        <source>Outcome “%1”</source>
        <translation>Outcome “%1”</translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n leaves</source>
        <translation>
            <numerusform>Shared by %n leaf</numerusform>
            <numerusform>Shared by %n leaves</numerusform>
        </translation>
    </message>
    <message>
        <source>No payoff yet (pays 0 to everyone)</source>
        <translation>No payoff yet (pays 0 to everyone)</translation>
    </message>
    <message>
        <source>Double-click to edit the payoffs</source>
        <translation>Double-click to edit the payoffs</translation>
    </message>
    <message>
        <source>Chance move</source>
        <translation>Chance move</translation>
    </message>
    <message>
        <source>%1 moves (information set %2)</source>
        <translation>%1 moves (information set %2)</translation>
    </message>
    <message>
        <source>%1 moves (information set “%2”)</source>
        <translation>%1 moves (information set “%2”)</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes in this set</source>
        <translation>
            <numerusform>%n node in this set</numerusform>
            <numerusform>%n nodes in this set</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit cancelled.</source>
        <translation>Edit cancelled.</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeZeroSumPage</name>
    <message>
        <source>Solve</source>
        <translation>Solve</translation>
    </message>
    <message>
        <source>Solve the sequence-form linear program (exact)</source>
        <translation>Solve the sequence-form linear program (exact)</translation>
    </message>
    <message>
        <source>The sequence form solves two-person zero-sum trees with perfect recall.</source>
        <translation>The sequence form solves two-person zero-sum trees with perfect recall.</translation>
    </message>
    <message numerus="yes">
        <source>Not solved automatically for a tree of %n nodes — press Solve.</source>
        <translation>
            <numerusform>Not solved automatically for a tree of %n node — press Solve.</numerusform>
            <numerusform>Not solved automatically for a tree of %n nodes — press Solve.</numerusform>
        </translation>
    </message>
    <message>
        <source>Zero-sum solution (sequence form)</source>
        <translation>Zero-sum solution (sequence form)</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verified</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>approximate</translation>
    </message>
    <message>
        <source>Value (to %1): &lt;b&gt;%2&lt;/b&gt; — %3</source>
        <translation>Value (to %1): &lt;b&gt;%2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>Constant-sum tree: the payoffs add up to %1 at every leaf; %2 gets %1 minus the value.</source>
        <translation>Constant-sum tree: the payoffs add up to %1 at every leaf; %2 gets %1 minus the value.</translation>
    </message>
    <message>
        <source>Proved exactly: neither player can gain by replying differently to the other&apos;s strategy.</source>
        <translation>Proved exactly: neither player can gain by replying differently to the other&apos;s strategy.</translation>
    </message>
    <message>
        <source>Floating-point answer that could not be checked exactly.</source>
        <translation>Floating-point answer that could not be checked exactly.</translation>
    </message>
    <message>
        <source>Optimal behaviour strategy of %1</source>
        <translation>Optimal behaviour strategy of %1</translation>
    </message>
    <message>
        <source>Size of the linear program</source>
        <translation>Size of the linear program</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Information sets</source>
        <translation>Information sets</translation>
    </message>
    <message>
        <source>Sequences (realisation plan)</source>
        <translation>Sequences (realisation plan)</translation>
    </message>
    <message>
        <source>The strategic form would have %1 × %2 pure strategies.</source>
        <translation>The strategic form would have %1 × %2 pure strategies.</translation>
    </message>
    <message>
        <source>Value %1%2, optimal behaviour</source>
        <translation>Value %1%2, optimal behaviour</translation>
    </message>
    <message>
        <source> (approximate)</source>
        <translation> (approximate)</translation>
    </message>
    <message>
        <source>Floating-point answer that could not be checked exactly: the value lies between %1 and %2 (±%3).</source>
        <translation>Floating-point answer that could not be checked exactly: the value lies between %1 and %2 (±%3).</translation>
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
    <name>gamelab::ui::WhyPanel</name>
    <message>
        <source>Follower</source>
        <translation>Follower</translation>
    </message>
    <message>
        <source>Grundy value</source>
        <translation>Grundy value</translation>
    </message>
    <message>
        <source>Click a component on the board to see why it has its Grundy value.</source>
        <translation>Click a component on the board to see why it has its Grundy value.</translation>
    </message>
    <message>
        <source>%1: its followers and their values</source>
        <translation>%1: its followers and their values</translation>
    </message>
    <message>
        <source>mex{%1} = &lt;b&gt;%2&lt;/b&gt;: the smallest value no follower has.</source>
        <translation>mex{%1} = &lt;b&gt;%2&lt;/b&gt;: the smallest value no follower has.</translation>
    </message>
    <message>
        <source>No followers: mex{} = &lt;b&gt;0&lt;/b&gt;.</source>
        <translation>No followers: mex{} = &lt;b&gt;0&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>(first %1 of %2 followers listed)</source>
        <translation>(first %1 of %2 followers listed)</translation>
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
    <name>gamelab::ui::charts::CoalitionPathChart</name>
    <message>
        <source>Nucleolus (solid) and Shapley value (dashed) as %1 varies</source>
        <translation>Nucleolus (solid) and Shapley value (dashed) as %1 varies</translation>
    </message>
    <message>
        <source>payoff</source>
        <translation>payoff</translation>
    </message>
    <message>
        <source>%1: nucleolus</source>
        <translation>%1: nucleolus</translation>
    </message>
    <message>
        <source>%1: Shapley</source>
        <translation>%1: Shapley</translation>
    </message>
    <message>
        <source>%1 = %2: nucleolus %3 (%4 gets %5)</source>
        <translation>%1 = %2: nucleolus %3 (%4 gets %5)</translation>
    </message>
    <message>
        <source>%1 = %2: Shapley value %3 (%4 gets %5)</source>
        <translation>%1 = %2: Shapley value %3 (%4 gets %5)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::GrundySequenceChart</name>
    <message>
        <source>Window:</source>
        <translation>Window:</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 values</translation>
    </message>
    <message>
        <source>How many values the plot shows at once</source>
        <translation>How many values the plot shows at once</translation>
    </message>
    <message>
        <source>Scroll through the heap sizes</source>
        <translation>Scroll through the heap sizes</translation>
    </message>
    <message>
        <source>heap size n</source>
        <translation>heap size n</translation>
    </message>
    <message>
        <source>g(n)</source>
        <translation>g(n)</translation>
    </message>
    <message>
        <source>one period (length %1)</source>
        <translation>one period (length %1)</translation>
    </message>
    <message>
        <source>periodic from n = %1</source>
        <translation>periodic from n = %1</translation>
    </message>
    <message>
        <source>g(n) = 0 (P-position)</source>
        <translation>g(n) = 0 (P-position)</translation>
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
    <name>gamelab::ui::charts::VotingPowerChart</name>
    <message>
        <source>Shapley–Shubik index against weight share</source>
        <translation>Shapley–Shubik index against weight share</translation>
    </message>
    <message>
        <source>Shapley–Shubik index</source>
        <translation>Shapley–Shubik index</translation>
    </message>
    <message>
        <source>share of the weight</source>
        <translation>share of the weight</translation>
    </message>
    <message>
        <source>Banzhaf index (normalised)</source>
        <translation>Banzhaf index (normalised)</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>share</source>
        <translation>share</translation>
    </message>
    <message>
        <source>player (a bar&apos;s tool tip names its player)</source>
        <translation>player (a bar&apos;s tool tip names its player)</translation>
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
