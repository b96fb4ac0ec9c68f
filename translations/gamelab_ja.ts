<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CoalitionCommands</name>
    <message>
        <source>Rename player %1</source>
        <translation>プレイヤー%1 の名前を変更</translation>
    </message>
    <message>
        <source>Edit v(%1)</source>
        <translation>v(%1) を編集</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n value(s)</source>
        <translation>
            <numerusform>%n 個の値を編集</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CoalitionalConversion</name>
    <message>
        <source>%1 (characteristic function)</source>
        <translation>%1（特性関数）</translation>
    </message>
    <message>
        <source>%1 (strategic form)</source>
        <translation>%1（戦略形）</translation>
    </message>
    <message>
        <source>No characteristic function: %1</source>
        <translation>特性関数を作れません: %1</translation>
    </message>
    <message>
        <source>The characteristic function can only be opened from the main window.</source>
        <translation>特性関数はメインウィンドウからのみ開けます。</translation>
    </message>
</context>
<context>
    <name>CoalitionalExamples</name>
    <message>
        <source>Three-person game of 4.1.4: characteristic function</source>
        <comment>strategic-4-1-4</comment>
        <translation>4.1.4 の 3 人ゲーム: 特性関数</translation>
    </message>
    <message>
        <source>Three-person zero-sum game (Ex 4.1.5-1)</source>
        <comment>zero-sum-three</comment>
        <translation>3 人ゼロ和ゲーム（演習 4.1.5-1）</translation>
    </message>
    <message>
        <source>Three-person game of Ex 4.1.5-2: characteristic function</source>
        <comment>strategic-ex-4-1-5-2</comment>
        <translation>演習 4.1.5-2 の 3 人ゲーム: 特性関数</translation>
    </message>
    <message>
        <source>Example 1: a pentagonal core</source>
        <comment>example-4-2-4-1</comment>
        <translation>例 1: 五角形のコア</translation>
    </message>
    <message>
        <source>Selling an object: values 10, 20, 30</source>
        <comment>selling-10-20-30</comment>
        <translation>品物の売却: 評価額 10, 20, 30</translation>
    </message>
    <message>
        <source>Battle of the Sexes as a TU game</source>
        <comment>battle-of-the-sexes-tu</comment>
        <translation>譲渡可能効用（TU）ゲームとしての男女の争い</translation>
    </message>
    <message>
        <source>Core smaller than the imputations (Ex 4.2.5-3)</source>
        <comment>ex-4-2-5-3</comment>
        <translation>配分集合より小さいコア（演習 4.2.5-3）</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 1</source>
        <comment>symmetric-3-a1</comment>
        <translation>対称 3 人ゲーム、v(ij) = 1</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 3/2</source>
        <comment>symmetric-3-a3-2</comment>
        <translation>対称 3 人ゲーム、v(ij) = 3/2</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 2</source>
        <comment>symmetric-3-a2</comment>
        <translation>対称 3 人ゲーム、v(ij) = 2</translation>
    </message>
    <message>
        <source>Symmetric three-person game, v(ij) = 5/2 (empty core)</source>
        <comment>symmetric-3-a5-2</comment>
        <translation>対称 3 人ゲーム、v(ij) = 5/2（コアは空）</translation>
    </message>
    <message>
        <source>Symmetric four-person game, v(ij) = 1, v(ijk) = 2</source>
        <comment>symmetric-4-a1-b2</comment>
        <translation>対称 4 人ゲーム、v(ij) = 1, v(ijk) = 2</translation>
    </message>
    <message>
        <source>Symmetric four-person game, v(ij) = 2, v(ijk) = 3</source>
        <comment>symmetric-4-a2-b3</comment>
        <translation>対称 4 人ゲーム、v(ij) = 2, v(ijk) = 3</translation>
    </message>
    <message>
        <source>Symmetric four-person game, v(ij) = 5/2, v(ijk) = 3 (empty core)</source>
        <comment>symmetric-4-a5-2-b3</comment>
        <translation>対称 4 人ゲーム、v(ij) = 5/2, v(ijk) = 3（コアは空）</translation>
    </message>
    <message>
        <source>Three-person majority game</source>
        <comment>majority-3</comment>
        <translation>3 人多数決ゲーム</translation>
    </message>
    <message>
        <source>One seller, two buyers and a dummy</source>
        <comment>seller-buyers-dummy</comment>
        <translation>売り手 1 人、買い手 2 人とダミー</translation>
    </message>
    <message>
        <source>Glove market: two left, two right</source>
        <comment>glove-2-2</comment>
        <translation>手袋市場: 左 2 つ、右 2 つ</translation>
    </message>
    <message>
        <source>Glove market: two left, three right</source>
        <comment>glove-2-3</comment>
        <translation>手袋市場: 左 2 つ、右 3 つ</translation>
    </message>
    <message>
        <source>Two machine owners and three workers</source>
        <comment>machines-workers</comment>
        <translation>機械の所有者 2 人と労働者 3 人</translation>
    </message>
    <message>
        <source>Weighted majority game [50; 10, 20, 30, 40]</source>
        <comment>voting-50-10-20-30-40</comment>
        <translation>重み付き多数決ゲーム [50; 10, 20, 30, 40]</translation>
    </message>
    <message>
        <source>One seller and two buyers (values 30, 40)</source>
        <comment>seller-buyers-30-40</comment>
        <translation>売り手 1 人と買い手 2 人（評価額 30, 40）</translation>
    </message>
    <message>
        <source>Shapley value and nucleolus of Ex 4.3.5-2</source>
        <comment>ex-4-3-5-2</comment>
        <translation>演習 4.3.5-2 のシャープレイ値と仁</translation>
    </message>
    <message>
        <source>Weighted majority game [50; 10, 30, 30, 40]</source>
        <comment>voting-50-10-30-30-40</comment>
        <translation>重み付き多数決ゲーム [50; 10, 30, 30, 40]</translation>
    </message>
    <message>
        <source>[50; 10, 20, 30, 40] with a chairman who breaks ties</source>
        <comment>voting-chairman</comment>
        <translation>同数のとき議長が決める [50; 10, 20, 30, 40]</translation>
    </message>
    <message>
        <source>Weights 1/3, 2/9, 2/9, 2/9, quota 1/2</source>
        <comment>voting-thirds</comment>
        <translation>重み 1/3, 2/9, 2/9, 2/9、クォータ 1/2</translation>
    </message>
    <message>
        <source>Weights 1/3, 1/3, 1/9, 1/9, 1/9, quota 1/2</source>
        <comment>voting-two-big-parties</comment>
        <translation>重み 1/3, 1/3, 1/9, 1/9, 1/9、クォータ 1/2</translation>
    </message>
    <message>
        <source>Nassau County board, 1964 (58 of 115 votes)</source>
        <comment>nassau-1964</comment>
        <translation>ナッソー郡議会、1964 年（115 票中 58 票）</translation>
    </message>
    <message>
        <source>Nassau County board, 1971 (63 of 115 votes)</source>
        <comment>nassau-1971</comment>
        <translation>ナッソー郡議会、1971 年（115 票中 63 票）</translation>
    </message>
    <message>
        <source>UN Security Council (39 votes, five with 7)</source>
        <comment>un-security-council</comment>
        <translation>国連安全保障理事会（39 票、5 か国が 7 票）</translation>
    </message>
    <message>
        <source>Sharing travel costs</source>
        <comment>travel-costs</comment>
        <translation>旅費の分担</translation>
    </message>
    <message>
        <source>One-product market: buyers 1, 3; sellers 2, 2</source>
        <comment>market-1-3-2-2</comment>
        <translation>単一財の市場: 買い手 1, 3、売り手 2, 2</translation>
    </message>
    <message>
        <source>One-product market: buyers 1, 2, 4; sellers 3, 4</source>
        <comment>market-1-2-4-3-4</comment>
        <translation>単一財の市場: 買い手 1, 2, 4、売り手 3, 4</translation>
    </message>
    <message>
        <source>v(S) = largest k with {1..k} in S, 3 players</source>
        <comment>chain-3</comment>
        <translation>v(S) = {1..k} ⊆ S となる最大の k、3 人</translation>
    </message>
    <message>
        <source>v(S) = largest k with {1..k} in S, 4 players</source>
        <comment>chain-4</comment>
        <translation>v(S) = {1..k} ⊆ S となる最大の k、4 人</translation>
    </message>
    <message>
        <source>v(S) = largest k with {1..k} in S, 5 players</source>
        <comment>chain-5</comment>
        <translation>v(S) = {1..k} ⊆ S となる最大の k、5 人</translation>
    </message>
    <message>
        <source>Chain game with values 1, 3, 4, 7</source>
        <comment>chain-1-3-4-7</comment>
        <translation>値 1, 3, 4, 7 の連鎖ゲーム</translation>
    </message>
    <message>
        <source>Airport game: costs 2, 5, 9</source>
        <comment>airport-2-5-9</comment>
        <translation>空港ゲーム: 費用 2, 5, 9</translation>
    </message>
    <message>
        <source>Airport game: costs 1, 3, 6, 10</source>
        <comment>airport-1-3-6-10</comment>
        <translation>空港ゲーム: 費用 1, 3, 6, 10</translation>
    </message>
    <message>
        <source>One seller and buyers valuing 40, 30</source>
        <comment>seller-40-30</comment>
        <translation>売り手 1 人と評価額 40, 30 の買い手</translation>
    </message>
    <message>
        <source>One seller and buyers valuing 6, 4, 2</source>
        <comment>seller-6-4-2</comment>
        <translation>売り手 1 人と評価額 6, 4, 2 の買い手</translation>
    </message>
    <message>
        <source>One seller and buyers valuing 10, 7, 3, 1</source>
        <comment>seller-10-7-3-1</comment>
        <translation>売り手 1 人と評価額 10, 7, 3, 1 の買い手</translation>
    </message>
    <message>
        <source>Bankruptcy: claims 10, 20, 30, estate 36</source>
        <comment>bankruptcy-36</comment>
        <translation>破産ゲーム: 請求額 10, 20, 30、残余財産 36</translation>
    </message>
    <message>
        <source>Worked nucleolus example of 4.4.3</source>
        <comment>example-4-4-3</comment>
        <translation>4.4.3 の仁の計算例</translation>
    </message>
    <message>
        <source>Three-person constant-sum game</source>
        <comment>constant-sum-3</comment>
        <translation>3 人定和ゲーム</translation>
    </message>
    <message>
        <source>Cattle drive</source>
        <comment>cattle-drive</comment>
        <translation>牛追い</translation>
    </message>
    <message>
        <source>Farm roads</source>
        <comment>farm-roads</comment>
        <translation>農道</translation>
    </message>
    <message>
        <source>Landlord and two peasants, f(k) = k</source>
        <comment>landlord-2</comment>
        <translation>地主と小作人 2 人、f(k) = k</translation>
    </message>
    <message>
        <source>Landlord and three peasants, f(k) = k</source>
        <comment>landlord-3</comment>
        <translation>地主と小作人 3 人、f(k) = k</translation>
    </message>
    <message>
        <source>Landlord and three peasants, f = 0, 1, 3, 4</source>
        <comment>landlord-3-0-1-3-4</comment>
        <translation>地主と小作人 3 人、f = 0, 1, 3, 4</translation>
    </message>
    <message>
        <source>Assignment game: two houses, two buyers</source>
        <comment>assignment-houses</comment>
        <translation>割当ゲーム: 家 2 軒、買い手 2 人</translation>
    </message>
    <message>
        <source>Nucleolus of the chain game, 4 players</source>
        <comment>chain-nucleolus-4</comment>
        <translation>連鎖ゲームの仁、4 人</translation>
    </message>
    <message>
        <source>4.1 Characteristic functions</source>
        <translation>4.1 特性関数</translation>
    </message>
    <message>
        <source>4.2 Imputations and the core</source>
        <translation>4.2 配分とコア</translation>
    </message>
    <message>
        <source>4.3 The Shapley value and voting power</source>
        <translation>4.3 シャープレイ値と投票力</translation>
    </message>
    <message>
        <source>4.4 The nucleolus</source>
        <translation>4.4 仁</translation>
    </message>
    <message>
        <source>Other games</source>
        <translation>その他のゲーム</translation>
    </message>
    <message numerus="yes">
        <source>%n-player voting game</source>
        <translation>
            <numerusform>%n 人投票ゲーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>§%1, %2</source>
        <translation>§%1、%2</translation>
    </message>
    <message>
        <source>Coalitional games (Ferguson, chapter 4)</source>
        <translation>提携形ゲーム（Ferguson 第 4 章）</translation>
    </message>
</context>
<context>
    <name>CoalitionalKind</name>
    <message>
        <source>New coalitional game</source>
        <translation>新規提携形ゲーム</translation>
    </message>
    <message>
        <source>Three players and a value for every coalition: core, Shapley value, nucleolus, imputation triangle</source>
        <translation>3 人・各提携の値: コア、シャープレイ値、仁、配分の三角形</translation>
    </message>
    <message>
        <source>New weighted voting game</source>
        <translation>新規重み付き投票ゲーム</translation>
    </message>
    <message>
        <source>Weights and a quota [q; w]: Shapley–Shubik and Banzhaf power, up to thousands of voters</source>
        <translation>重みとクォータ [q; w]: シャープレイ・シュービック指数とバンザフ指数、数千人の投票者まで</translation>
    </message>
    <message>
        <source>Coalitional game</source>
        <translation>提携ゲーム</translation>
    </message>
    <message>
        <source>Weighted voting game</source>
        <translation>重み付き投票ゲーム</translation>
    </message>
</context>
<context>
    <name>CoalitionalTableModel</name>
    <message>
        <source>&quot;%1&quot; is not a player: use the players&apos; names or numbers 1 to %2.</source>
        <translation>「%1」はプレイヤーではありません: プレイヤーの名前か 1 から %2 までの番号を使ってください。</translation>
    </message>
</context>
<context>
    <name>DuopolyExamples</name>
    <message>
        <source>Duopoly models (Ferguson, §3.3)</source>
        <translation>複占の模型（Ferguson §3.3）</translation>
    </message>
    <message>
        <source>Section %1, digest case %2</source>
        <translation>節 %1、ダイジェストの例 %2</translation>
    </message>
    <message>
        <source>Cournot duopoly (a = 17, c = 1)</source>
        <comment>cournot-17-1</comment>
        <translation>クールノー複占（a = 17, c = 1）</translation>
    </message>
    <message>
        <source>Cournot with unit costs 1 and 3 (Ex. 3.3.5-1)</source>
        <comment>cournot-costs-1-3</comment>
        <translation>単位費用 1 と 3 のクールノー（演習 3.3.5-1）</translation>
    </message>
    <message>
        <source>Cournot with three firms (Ex. 3.3.5-2)</source>
        <comment>cournot-3-firms</comment>
        <translation>3 企業のクールノー（演習 3.3.5-2）</translation>
    </message>
    <message>
        <source>Bertrand duopoly, homogeneous goods</source>
        <comment>bertrand-17-1</comment>
        <translation>ベルトラン複占（同質財）</translation>
    </message>
    <message>
        <source>Bertrand with differentiated goods (a = 4, c = 2, b = 1/2)</source>
        <comment>bertrand-differentiated</comment>
        <translation>差別化財のベルトラン（a = 4, c = 2, b = 1/2）</translation>
    </message>
    <message>
        <source>Stackelberg duopoly (a = 17, c = 1)</source>
        <comment>stackelberg-17-1</comment>
        <translation>シュタッケルベルク複占（a = 17, c = 1）</translation>
    </message>
    <message>
        <source>Price leadership: Stackelberg–Bertrand (Ex. 3.3.5-3)</source>
        <comment>stackelberg-bertrand</comment>
        <translation>価格先導: シュタッケルベルク＝ベルトラン（演習 3.3.5-3）</translation>
    </message>
    <message>
        <source>Entry deterrence (P = 17 − Q, cost q + 9)</source>
        <comment>entry-17-1-9</comment>
        <translation>参入阻止（P = 17 − Q、費用 q + 9）</translation>
    </message>
</context>
<context>
    <name>DuopolyKind</name>
    <message>
        <source>New duopoly model</source>
        <translation>新規複占模型</translation>
    </message>
    <message>
        <source>Duopoly</source>
        <translation>複占</translation>
    </message>
    <message>
        <source>Cournot, Bertrand, Stackelberg, entry deterrence: equilibrium, monopoly and cartel, reaction curves</source>
        <translation>クールノー・ベルトラン・シュタッケルベルク・参入阻止: 均衡、独占とカルテル、反応曲線</translation>
    </message>
</context>
<context>
    <name>ImpartialCommands</name>
    <message>
        <source>Computer&apos;s move</source>
        <translation>コンピュータの着手</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Move and reply</source>
        <translation>着手と応手</translation>
    </message>
</context>
<context>
    <name>ImpartialExamples</name>
    <message>
        <source>Take 1, 2 or 3 from 21 chips</source>
        <comment>subtraction-123-21</comment>
        <translation>21 枚のチップから 1, 2, 3 枚取る</translation>
    </message>
    <message>
        <source>Subtraction game {1, 3, 4} from 100 chips</source>
        <comment>subtraction-134-100</comment>
        <translation>100 枚のチップでの減算ゲーム {1, 3, 4}</translation>
    </message>
    <message>
        <source>Nim (5, 7, 9)</source>
        <comment>nim-5-7-9</comment>
        <translation>ニム (5, 7, 9)</translation>
    </message>
    <message>
        <source>Nim (13, 12, 8)</source>
        <comment>nim-13-12-8</comment>
        <translation>ニム (13, 12, 8)</translation>
    </message>
    <message>
        <source>Nim (12, 19, 27)</source>
        <comment>nim-12-19-27</comment>
        <translation>ニム (12, 19, 27)</translation>
    </message>
    <message>
        <source>Nim (13, 17, 19, 23)</source>
        <comment>nim-13-17-19-23</comment>
        <translation>ニム (13, 17, 19, 23)</translation>
    </message>
    <message>
        <source>Misère Nim (1, 1, 5)</source>
        <comment>misere-nim-1-1-5</comment>
        <translation>ミゼール・ニム (1, 1, 5)</translation>
    </message>
    <message>
        <source>Misère Nim (12, 19, 27)</source>
        <comment>misere-nim-12-19-27</comment>
        <translation>ミゼール・ニム (12, 19, 27)</translation>
    </message>
    <message>
        <source>Nimble: coins on 4, 8, 8, 9, 10, 13</source>
        <comment>nimble-t28</comment>
        <translation>ニンブル: コインは 4, 8, 8, 9, 10, 13 に</translation>
    </message>
    <message>
        <source>Nimble moving one or two coins (Moore&apos;s Nim₂)</source>
        <comment>nimble-moore-t33</comment>
        <translation>コインを 1 枚か 2 枚動かすニンブル（ムーアのニム₂）</translation>
    </message>
    <message>
        <source>Turning Turtles: T H T T H T T T H H T H T</source>
        <comment>turning-turtles-t29</comment>
        <translation>亀ひっくり返し: 裏 表 裏 裏 表 裏 裏 裏 表 表 裏 表 裏</translation>
    </message>
    <message>
        <source>Northcott&apos;s game: gaps 4, 2, 3, 5, 3, 6, 2, 1</source>
        <comment>northcott-t30</comment>
        <translation>ノースコットのゲーム: 間隔 4, 2, 3, 5, 3, 6, 2, 1</translation>
    </message>
    <message>
        <source>Staircase Nim (2, 7, 3, 9)</source>
        <comment>staircase-2-7-3-9</comment>
        <translation>階段ニム (2, 7, 3, 9)</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim₂ (4, 8, 8, 9, 10, 13)</source>
        <comment>moore-nim2-t33</comment>
        <translation>ムーアのニム₂ (4, 8, 8, 9, 10, 13)</translation>
    </message>
    <message>
        <source>Wythoff&apos;s queen on an 8 × 8 board</source>
        <comment>wythoff-queen</comment>
        <translation>8 × 8 盤上のワイトフのクイーン</translation>
    </message>
    <message>
        <source>Three Wythoff queens</source>
        <comment>wythoff-queens</comment>
        <translation>ワイトフのクイーン 3 個</translation>
    </message>
    <message>
        <source>The cyclic graph of Figure 1.3.4</source>
        <comment>graph-figure-1-3-4</comment>
        <translation>図 1.3.4 の閉路のあるグラフ</translation>
    </message>
    <message>
        <source>G(3) + G(5) + G(7) at (9, 10, 14)</source>
        <comment>subtraction-sum-t46</comment>
        <translation>(9, 10, 14) での G(3) + G(5) + G(7)</translation>
    </message>
    <message>
        <source>Even-if-not-all 18 + At-Least-Half 17 + Nim 7</source>
        <comment>mixed-sum-t49</comment>
        <translation>「全部でなければ偶数」18 + 「半分以上」17 + ニム 7</translation>
    </message>
    <message>
        <source>Piles 18, 17, 7 under the rules of 1.4.5 ex 1, ex 2 and Nim</source>
        <comment>mixed-sum-t59</comment>
        <translation>1.4.5 の例 1・例 2 とニムのルールによる山 18, 17, 7</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim (2, 5, 7)</source>
        <comment>lasker-2-5-7</comment>
        <translation>ラスカーのニム (2, 5, 7)</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess: a row of 18 squares</source>
        <comment>dawson-18</comment>
        <translation>ドーソンのチェス: 18 マスの列</translation>
    </message>
    <message>
        <source>Grundy&apos;s game (5, 8, 13)</source>
        <comment>grundy-5-8-13</comment>
        <translation>グランディのゲーム (5, 8, 13)</translation>
    </message>
    <message>
        <source>Kayles: Dudeney and Loyd&apos;s 13 pins without the second</source>
        <comment>kayles-dudeney-loyd</comment>
        <translation>ケイレス: 2 本目を除いたデュードニーとロイドの 13 本のピン</translation>
    </message>
    <message>
        <source>Turning Turtles: T H H T T H</source>
        <comment>coins-thhtth</comment>
        <translation>亀ひっくり返し: 裏 表 表 裏 裏 表</translation>
    </message>
    <message>
        <source>Turning Turtles: T T H T H H T T H</source>
        <comment>coins-t90-turtles</comment>
        <translation>亀ひっくり返し: 裏 裏 表 裏 表 表 裏 裏 表</translation>
    </message>
    <message>
        <source>Twins: T T H T H H T T H</source>
        <comment>coins-t90-twins</comment>
        <translation>ツインズ: 裏 裏 表 裏 表 表 裏 裏 表</translation>
    </message>
    <message>
        <source>Mock Turtles: T T H T H H T T H</source>
        <comment>coins-t90-mock-turtles</comment>
        <translation>モック・タートルズ: 裏 裏 表 裏 表 表 裏 裏 表</translation>
    </message>
    <message>
        <source>Acrostic Twins on the array (1.5)</source>
        <comment>acrostic-twins-t80</comment>
        <translation>配列上のアクロスティック・ツインズ (1.5)</translation>
    </message>
    <message>
        <source>Turning Corners on the array (1.5)</source>
        <comment>turning-corners-t83</comment>
        <translation>配列上のターニング・コーナーズ (1.5)</translation>
    </message>
    <message>
        <source>(Turning Turtles)² on the array (1.5)</source>
        <comment>turning-turtles-squared-t85</comment>
        <translation>配列上の（亀ひっくり返し）² (1.5)</translation>
    </message>
    <message>
        <source>Rugs on the array (1.5)</source>
        <comment>rugs-t87</comment>
        <translation>配列上のラグ (1.5)</translation>
    </message>
    <message>
        <source>(Mock Turtles)², 5 × 6</source>
        <comment>mock-turtles-squared-t89</comment>
        <translation>（モック・タートルズ）²、5 × 6</translation>
    </message>
    <message>
        <source>Green Hackenbush: bamboo stalks 3, 4, 5</source>
        <comment>hackenbush-bamboo</comment>
        <translation>グリーン・ハッケンブッシュ: 竹の茎 3, 4, 5</translation>
    </message>
    <message>
        <source>Green Hackenbush: a tree (trunk 1, branches 3, 2, 6)</source>
        <comment>hackenbush-tree</comment>
        <translation>グリーン・ハッケンブッシュ: 木（幹 1、枝 3, 2, 6）</translation>
    </message>
    <message>
        <source>Green Hackenbush: a door and a stalk with a triangle</source>
        <comment>hackenbush-door</comment>
        <translation>グリーン・ハッケンブッシュ: 扉と三角形つきの茎</translation>
    </message>
    <message>
        <source>Green Hackenbush: a house</source>
        <comment>hackenbush-house</comment>
        <translation>グリーン・ハッケンブッシュ: 家</translation>
    </message>
    <message>
        <source>1.1 Take-away games</source>
        <translation>1.1 石取りゲーム</translation>
    </message>
    <message>
        <source>1.2 The game of Nim</source>
        <translation>1.2 ニム</translation>
    </message>
    <message>
        <source>1.3 Graph games</source>
        <translation>1.3 グラフ上のゲーム</translation>
    </message>
    <message>
        <source>1.4 Sums of games</source>
        <translation>1.4 ゲームの和</translation>
    </message>
    <message>
        <source>1.5 Coin-turning games</source>
        <translation>1.5 コイン裏返しゲーム</translation>
    </message>
    <message>
        <source>1.6 Green Hackenbush</source>
        <translation>1.6 グリーン・ハッケンブッシュ</translation>
    </message>
    <message>
        <source>Impartial games (Ferguson, chapter 1)</source>
        <translation>不偏ゲーム（Ferguson 第 1 章）</translation>
    </message>
</context>
<context>
    <name>ImpartialKind</name>
    <message>
        <source>New impartial game…</source>
        <translation>新規不偏ゲーム…</translation>
    </message>
    <message>
        <source>Nim, take-and-break, coin turning, Hackenbush and graph games: play against the computer with Grundy-value hints</source>
        <translation>ニム、取り去り・分割ゲーム、コイン裏返し、ハッケンブッシュ、グラフ上のゲーム: Grundy 数のヒントを見ながらコンピュータと対戦</translation>
    </message>
</context>
<context>
    <name>LiarsDiceKind</name>
    <message>
        <source>Liar&apos;s Dice, N = %1</source>
        <translation>ライアーズダイス、N = %1</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice with a 2-sided die (coin)</source>
        <translation>2 面のサイコロ（コイン）のライアーズダイス</translation>
    </message>
    <message>
        <source>A wins with probability 3/4: the source&apos;s worked example</source>
        <translation>A の勝つ確率は 3/4: 原典の計算例</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice with a 3-sided die</source>
        <translation>3 面のサイコロのライアーズダイス</translation>
    </message>
    <message>
        <source>A wins with probability 13/18; A bluffs with a 1 half of the time</source>
        <translation>A の勝つ確率は 13/18。A は目が 1 のとき半分の確率でブラフをかけます</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice with an ordinary die (N = 6)</source>
        <translation>普通のサイコロ（N = 6）のライアーズダイス</translation>
    </message>
    <message>
        <source>A wins with probability 41/60, the value of Ferguson and Ferguson</source>
        <translation>A の勝つ確率は 41/60（Ferguson と Ferguson による値）</translation>
    </message>
</context>
<context>
    <name>MatrixAnalysis</name>
    <message>
        <source>row %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>Applied to the whole matrix (it is square).</source>
        <translation>行列全体に適用（正方行列のため）。</translation>
    </message>
    <message>
        <source>Applied to the square matrix left after removing dominated lines.</source>
        <translation>支配される行・列を除いた後に残る正方行列に適用。</translation>
    </message>
    <message>
        <source>Applied to the square submatrix on the supports of the optimal strategies found by LP (Shapley–Snow).</source>
        <translation>線形計画法で求めた最適戦略の台の上の正方部分行列に適用（Shapley–Snow）。</translation>
    </message>
</context>
<context>
    <name>MatrixClipboard</name>
    <message>
        <source>The clipboard holds no numbers.</source>
        <translation>クリップボードに数値がありません。</translation>
    </message>
    <message>
        <source>Nothing pasted: cell %1, %2 of the block is empty.</source>
        <translation>貼り付けませんでした: ブロックのセル %1, %2 が空です。</translation>
    </message>
    <message>
        <source>Nothing pasted: &quot;%1&quot; (cell %2, %3 of the block) is not a number.</source>
        <translation>貼り付けませんでした: 「%1」（ブロックのセル %2, %3）は数値ではありません。</translation>
    </message>
    <message>
        <source>Nothing pasted: line %1 has %2 cells, but line 1 has %3.</source>
        <translation>貼り付けませんでした: %1 行目のセルは %2 個ですが、1 行目は %3 個です。</translation>
    </message>
</context>
<context>
    <name>MatrixCommands</name>
    <message>
        <source>Edit cell (%1, %2)</source>
        <translation>セル (%1, %2) を編集</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n cell(s)</source>
        <translation>
            <numerusform>%n 個のセルを編集</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste %1x%2 block</source>
        <translation>%1×%2 のブロックを貼り付け</translation>
    </message>
    <message>
        <source>Add %1 to every payoff</source>
        <translation>すべての利得に %1 を加算</translation>
    </message>
    <message>
        <source>Rename row %1</source>
        <translation>行 %1 の名前を変更</translation>
    </message>
    <message>
        <source>Rename column %1</source>
        <translation>列 %1 の名前を変更</translation>
    </message>
    <message numerus="yes">
        <source>Insert %n row(s)</source>
        <translation>
            <numerusform>%n 行を挿入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Insert %n column(s)</source>
        <translation>
            <numerusform>%n 列を挿入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>%n 行を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n column(s)</source>
        <translation>
            <numerusform>%n 列を削除</numerusform>
        </translation>
    </message>
    <message>
        <source>Move row %1</source>
        <translation>行 %1 を移動</translation>
    </message>
    <message>
        <source>Move column %1</source>
        <translation>列 %1 を移動</translation>
    </message>
    <message>
        <source>Resize to %1x%2</source>
        <translation>サイズを %1×%2 に変更</translation>
    </message>
</context>
<context>
    <name>MatrixKind</name>
    <message>
        <source>Gambit strategic form (*.nfg)</source>
        <translation>Gambit 戦略形 (*.nfg)</translation>
    </message>
    <message>
        <source>New zero-sum matrix game</source>
        <translation>新規ゼロ和行列ゲーム</translation>
    </message>
    <message>
        <source>Two players, a payoff matrix: saddle points, dominance, graphs, exact solution</source>
        <translation>2 人・利得行列: 鞍点、支配、図解法、厳密解</translation>
    </message>
    <message>
        <source>Zero-sum game</source>
        <translation>ゼロ和ゲーム</translation>
    </message>
</context>
<context>
    <name>ParameterExamples</name>
    <message>
        <source>Battle of the Sexes, a family</source>
        <translation>男女の争い（パラメータ付きの族）</translation>
    </message>
    <message>
        <source>Alice values the opera at t: the mixed equilibrium moves with t and the pure ones stay</source>
        <translation>アリスはオペラを t と評価します: t とともに混合均衡が動き、純粋均衡はそのままです</translation>
    </message>
    <message>
        <source>Inspection game with a fine F</source>
        <translation>罰金 F のある査察ゲーム</translation>
    </message>
    <message>
        <source>A higher fine makes the inspector inspect less, not the inspectee cheat less</source>
        <translation>罰金を上げると、被査察者の違反が減るのではなく、査察者の査察が減ります</translation>
    </message>
    <message>
        <source>One-card poker, high card with probability p</source>
        <translation>1 枚ポーカー（高いカードが確率 p で配られる）</translation>
    </message>
    <message>
        <source>The value is 8p/3 − 1 up to p = 3/4, then 1: see the vs parameter tab</source>
        <translation>値は p = 3/4 までは 8p/3 − 1、それ以降は 1 です:「パラメータ掃引」タブを見てください</translation>
    </message>
    <message>
        <source>Games with parameters</source>
        <translation>パラメータ付きのゲーム</translation>
    </message>
</context>
<context>
    <name>PartizanAnalysis</name>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>ゲーム木</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Thermograph</source>
        <translation>温度図（サーモグラフ）</translation>
    </message>
    <message>
        <source>Canonical form, outcome class, stops, mean, temperature, incentives of the sum G</source>
        <translation>和 G の標準形、帰結類、停止値、平均、温度、誘因</translation>
    </message>
    <message>
        <source>The game tree before and after canonicalisation, with the reduction log</source>
        <translation>標準形にする前と後のゲーム木と簡約の記録</translation>
    </message>
    <message>
        <source>G compared with H: &gt;, &lt;, = or ∥, justified by G − H</source>
        <translation>G と H の比較: &gt;、&lt;、= または ∥。G − H で判定</translation>
    </message>
    <message>
        <source>Thermographs of G and of its components, mean and temperature marked</source>
        <translation>G とその成分の温度図。平均と温度を示します</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>Play the sum against the computer or a person</source>
        <translation>和をコンピュータまたは人と対戦</translation>
    </message>
    <message>
        <source>Analysing the sum of the components</source>
        <translation>成分の和を解析しています</translation>
    </message>
</context>
<context>
    <name>PartizanExamples</name>
    <message>
        <source>Sums of partizan games (CGT)</source>
        <translation>非不偏ゲームの和（CGT）</translation>
    </message>
    <message>
        <source>A position to analyse and play</source>
        <translation>解析して対戦する局面</translation>
    </message>
    <message>
        <source>Spec case %1</source>
        <translation>仕様の例 %1</translation>
    </message>
    <message>
        <source>↑ + ↑ (two ups)</source>
        <comment>up-plus-up</comment>
        <translation>↑ + ↑（アップ 2 つ）</translation>
    </message>
    <message>
        <source>{0, 1 | 3}: a dominated option</source>
        <comment>dominated</comment>
        <translation>{0, 1 | 3}: 劣位な選択肢</translation>
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
        <translation>ドミニアリング: 空の 4×4 盤</translation>
    </message>
    <message>
        <source>Hackenbush: blue, red and green</source>
        <comment>hackenbush-three-colours</comment>
        <translation>ハッケンブッシュ: 青、赤、緑</translation>
    </message>
    <message>
        <source>Toads and Frogs: TT..FF</source>
        <comment>toads-frogs-tt-ff</comment>
        <translation>ヒキガエルとカエル: TT..FF</translation>
    </message>
    <message>
        <source>Cutcake: 3×2 + 1×4</source>
        <comment>cutcake-3x2-1x4</comment>
        <translation>ケーキ切り: 3×2 + 1×4</translation>
    </message>
    <message>
        <source>A sum of switches ±1 + ±2 + ±3</source>
        <comment>switches-1-2-3</comment>
        <translation>スイッチの和 ±1 + ±2 + ±3</translation>
    </message>
</context>
<context>
    <name>PartizanKind</name>
    <message>
        <source>New partizan game</source>
        <translation>新規非不偏ゲーム</translation>
    </message>
    <message>
        <source>Partizan game</source>
        <translation>非不偏ゲーム</translation>
    </message>
    <message>
        <source>Short partizan games: sums of expressions, Domineering, Hackenbush, Toads and Frogs and Cutcake positions; canonical forms, comparison, thermographs, play</source>
        <translation>短い非不偏ゲーム: 式、ドミニアリング、ハッケンブッシュ、ヒキガエルとカエル、ケーキ切りの局面の和。標準形、比較、温度図、対戦</translation>
    </message>
</context>
<context>
    <name>PartizanPage</name>
    <message>
        <source>L — Left wins whoever starts</source>
        <translation>L — どちらが先手でも左の勝ち</translation>
    </message>
    <message>
        <source>R — Right wins whoever starts</source>
        <translation>R — どちらが先手でも右の勝ち</translation>
    </message>
    <message>
        <source>N — the first player wins</source>
        <translation>N — 先手必勝</translation>
    </message>
    <message>
        <source>P — the second player wins</source>
        <translation>P — 後手必勝</translation>
    </message>
</context>
<context>
    <name>PartizanPlay</name>
    <message>
        <source>vertical domino on (%1,%2)–(%3,%4)</source>
        <translation>(%1,%2)–(%3,%4) に縦のドミノ</translation>
    </message>
    <message>
        <source>horizontal domino on (%1,%2)–(%3,%4)</source>
        <translation>(%1,%2)–(%3,%4) に横のドミノ</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>chop the %1 edge %2–%3</source>
        <translation>%1の辺 %2–%3 を切る</translation>
    </message>
    <message>
        <source>toad from cell %1 to %2</source>
        <translation>ヒキガエルをセル %1 から %2 へ</translation>
    </message>
    <message>
        <source>frog from cell %1 to %2</source>
        <translation>カエルをセル %1 から %2 へ</translation>
    </message>
    <message>
        <source>cut piece %1 vertically, %2 wide on the left</source>
        <translation>片 %1 を縦に切る（左側の幅 %2）</translation>
    </message>
    <message>
        <source>cut piece %1 horizontally, %2 high on top</source>
        <translation>片 %1 を横に切る（上側の高さ %2）</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>%1 へ</translation>
    </message>
</context>
<context>
    <name>PartizanValuePage</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>incomparable with another incentive</source>
        <translation>他の誘因と比較不能</translation>
    </message>
</context>
<context>
    <name>PayoffTable</name>
    <message>
        <source>This cell is computed from the others and cannot be typed into: type in a payoff cell.</source>
        <translation>このセルは他のセルから計算される値なので入力できません。利得のセルに入力してください。</translation>
    </message>
</context>
<context>
    <name>PokerExamples</name>
    <message>
        <source>Continuous poker (Ferguson, §2.7)</source>
        <translation>連続ポーカー（Ferguson §2.7）</translation>
    </message>
    <message>
        <source>Section %1, spec case %2</source>
        <translation>節 %1、仕様の例 %2</translation>
    </message>
    <message>
        <source>von Neumann&apos;s poker (β = 2)</source>
        <comment>von-neumann-2</comment>
        <translation>von Neumann のポーカー（β = 2）</translation>
    </message>
    <message>
        <source>La Relance (β = 2)</source>
        <comment>la-relance-2</comment>
        <translation>La Relance（β = 2）</translation>
    </message>
    <message>
        <source>Poker with check-back (β = 2)</source>
        <comment>check-back-2</comment>
        <translation>チェックバックのあるポーカー（β = 2）</translation>
    </message>
</context>
<context>
    <name>PokerKind</name>
    <message>
        <source>New continuous poker model</source>
        <translation>新規連続ポーカー模型</translation>
    </message>
    <message>
        <source>Continuous poker</source>
        <translation>連続ポーカー</translation>
    </message>
    <message>
        <source>La Relance, von Neumann&apos;s poker, check-back: optimal thresholds and value against the bet size, the discretised game</source>
        <translation>La Relance、von Neumann のポーカー、チェックバック: 賭け金に対する最適な閾値と値、離散化したゲーム</translation>
    </message>
</context>
<context>
    <name>StochasticAnalysis</name>
    <message>
        <source>root of %1 in [%2, %3]</source>
        <translation>[%2, %3] における %1 の根</translation>
    </message>
</context>
<context>
    <name>StochasticEditor</name>
    <message>
        <source>Payoff, then each next state with its probability: 4 + 3/10 G1 + 2/5 G2 (Tab, Enter: next cell)</source>
        <translation>利得、続いて次の各状態とその確率: 4 + 3/10 G1 + 2/5 G2（Tab、Enter: 次のセル）</translation>
    </message>
</context>
<context>
    <name>StochasticExamples</name>
    <message>
        <source>Recursive and stochastic games (Ferguson, §2.6)</source>
        <translation>帰納的ゲームと確率的ゲーム（Ferguson §2.6）</translation>
    </message>
    <message>
        <source>Section %1, digest case %2</source>
        <translation>節 %1、ダイジェストの例 %2</translation>
    </message>
    <message>
        <source>Games as components</source>
        <comment>components-t78</comment>
        <translation>要素としてのゲーム</translation>
    </message>
    <message>
        <source>Inspection game G6</source>
        <comment>inspection-6</comment>
        <translation>査察ゲーム G6</translation>
    </message>
    <message>
        <source>Games as components (Ex. 2.6.7-1)</source>
        <comment>components-t90</comment>
        <translation>要素としてのゲーム（演習 2.6.7-1）</translation>
    </message>
    <message>
        <source>Inspection game with 2 inspections in 5 periods</source>
        <comment>inspection-2-5</comment>
        <translation>5 期間に 2 回査察できる査察ゲーム</translation>
    </message>
    <message>
        <source>Game of endurance G8</source>
        <comment>endurance-8</comment>
        <translation>持久ゲーム G8</translation>
    </message>
    <message>
        <source>A recursive game without an optimal strategy (§2.6.3)</source>
        <comment>epsilon-optimal</comment>
        <translation>最適戦略のない帰納的ゲーム（§2.6.3）</translation>
    </message>
    <message>
        <source>A recursive game with an interval of solutions (§2.6.3)</source>
        <comment>interval-of-solutions</comment>
        <translation>解が区間をなす帰納的ゲーム（§2.6.3）</translation>
    </message>
    <message>
        <source>Recursive game, Example 3 (§2.6.3)</source>
        <comment>example-3</comment>
        <translation>帰納的ゲーム、例 3（§2.6.3）</translation>
    </message>
    <message>
        <source>Dare (Example 4, §2.6.3)</source>
        <comment>dare</comment>
        <translation>Dare（例 4、§2.6.3）</translation>
    </message>
    <message>
        <source>Three linked recursive games (Example 5, §2.6.3)</source>
        <comment>three-linked</comment>
        <translation>互いに関係する 3 つの帰納的ゲーム（例 5、§2.6.3）</translation>
    </message>
    <message>
        <source>Probabilistic transitions (Example 6, §2.6.4)</source>
        <comment>probabilistic</comment>
        <translation>確率的な推移（例 6、§2.6.4）</translation>
    </message>
    <message>
        <source>Coin tossing with role reversal (Example 7, §2.6.4)</source>
        <comment>role-reversal</comment>
        <translation>役割を入れ替えるコイン投げ（例 7、§2.6.4）</translation>
    </message>
    <message>
        <source>A one-state stochastic game (Example 8, §2.6.5)</source>
        <comment>one-state</comment>
        <translation>1 つの状態の確率的ゲーム（例 8、§2.6.5）</translation>
    </message>
    <message>
        <source>Shapley iteration with two states (§2.6.6)</source>
        <comment>shapley-iteration</comment>
        <translation>2 つの状態のシャープレイ反復（§2.6.6）</translation>
    </message>
    <message>
        <source>Three linked games (Exercise 7, §2.6.7)</source>
        <comment>three-linked-exercise</comment>
        <translation>互いに関係する 3 つのゲーム（演習問題 7、§2.6.7）</translation>
    </message>
    <message>
        <source>A point in tennis (Exercise 9, §2.6.7)</source>
        <comment>tennis</comment>
        <translation>テニスの 1 ポイント（演習問題 9、§2.6.7）</translation>
    </message>
    <message>
        <source>A two-state stochastic game (Exercise 12, §2.6.7)</source>
        <comment>two-state</comment>
        <translation>2 つの状態の確率的ゲーム（演習問題 12、§2.6.7）</translation>
    </message>
</context>
<context>
    <name>StochasticKind</name>
    <message>
        <source>New stochastic game</source>
        <translation>新規確率的ゲーム</translation>
    </message>
    <message>
        <source>Stochastic game</source>
        <translation>確率的ゲーム</translation>
    </message>
    <message>
        <source>Stochastic, recursive and multistage games: states whose cells move to other states; exact values, stationary strategies, Shapley iteration</source>
        <translation>確率的・帰納的・多段階ゲーム: セルからほかの状態へ移る状態の集まり。厳密な値、固定戦略、シャープレイ反復</translation>
    </message>
</context>
<context>
    <name>StrategicCommands</name>
    <message>
        <source>Edit cell (%1)</source>
        <translation>セル (%1) を編集</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n payoff(s)</source>
        <translation>
            <numerusform>%n 個の利得を編集</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste %1x%2 cells</source>
        <translation>%1×%2 のセルを貼り付け</translation>
    </message>
    <message>
        <source>Paste %1x%2 payoffs of player %3</source>
        <translation>プレイヤー%3 の %1×%2 の利得を貼り付け</translation>
    </message>
    <message>
        <source>Rename strategy %1 of player %2</source>
        <translation>プレイヤー%2 の戦略 %1 の名前を変更</translation>
    </message>
    <message>
        <source>Rename player %1</source>
        <translation>プレイヤー%1 の名前を変更</translation>
    </message>
    <message>
        <source>Insert a strategy of player %1</source>
        <translation>プレイヤー%1 の戦略を挿入</translation>
    </message>
    <message>
        <source>Delete strategy %1 of player %2</source>
        <translation>プレイヤー%2 の戦略 %1 を削除</translation>
    </message>
    <message>
        <source>Move strategy %1 of player %2</source>
        <translation>プレイヤー%2 の戦略 %1 を移動</translation>
    </message>
    <message>
        <source>Add player %1</source>
        <translation>プレイヤー%1 を追加</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>プレイヤー%1 を削除</translation>
    </message>
</context>
<context>
    <name>StrategicConversion</name>
    <message>
        <source>%1 (zero-sum)</source>
        <translation>%1（ゼロ和）</translation>
    </message>
    <message>
        <source>%1 (general-sum)</source>
        <translation>%1（一般和）</translation>
    </message>
</context>
<context>
    <name>StrategicExamples</name>
    <message>
        <source>3.1 Bimatrix games and safety levels</source>
        <translation>3.1 双行列ゲームと安全水準</translation>
    </message>
    <message>
        <source>3.2 Noncooperative games: equilibria</source>
        <translation>3.2 非協力ゲーム: 均衡</translation>
    </message>
    <message>
        <source>3.3 Models of duopoly</source>
        <translation>3.3 複占のモデル</translation>
    </message>
    <message>
        <source>3.4 Cooperative games: feasible sets</source>
        <translation>3.4 協力ゲーム: 実現可能集合</translation>
    </message>
    <message>
        <source>Classic and test games</source>
        <translation>古典的なゲームとテスト用のゲーム</translation>
    </message>
    <message>
        <source>General-sum games (Ferguson, chapter 3)</source>
        <translation>一般和ゲーム（Ferguson 第 3 章）</translation>
    </message>
    <message>
        <source>%1 players, %2</source>
        <translation>%1 人、%2</translation>
    </message>
    <message>
        <source>§%1, %2 players, %3</source>
        <translation>§%1、%2 人、%3</translation>
    </message>
    <message>
        <source>Bimatrix of the strategic form (3.1.1)</source>
        <comment>bimatrix-3-1-1</comment>
        <translation>戦略形の双行列 (3.1.1)</translation>
    </message>
    <message>
        <source>Safety levels (worked example)</source>
        <comment>safety-levels</comment>
        <translation>安全水準（例題）</translation>
    </message>
    <message>
        <source>Safety levels exercise (b)</source>
        <comment>safety-exercise-b</comment>
        <translation>安全水準の演習問題 (b)</translation>
    </message>
    <message>
        <source>Game show</source>
        <comment>game-show</comment>
        <translation>ゲーム番組</translation>
    </message>
    <message>
        <source>Game show (as printed)</source>
        <comment>game-show-as-printed</comment>
        <translation>ゲーム番組（原書の印刷どおり）</translation>
    </message>
    <message>
        <source>Coordination and safety</source>
        <comment>coordination-safety</comment>
        <translation>協調と安全水準</translation>
    </message>
    <message>
        <source>Two pure equilibria</source>
        <comment>two-pure-equilibria</comment>
        <translation>2 つの純粋戦略均衡</translation>
    </message>
    <message>
        <source>Coordination game</source>
        <comment>coordination</comment>
        <translation>協調ゲーム</translation>
    </message>
    <message>
        <source>Battle of the Sexes</source>
        <comment>battle-of-the-sexes</comment>
        <translation>男女の争い</translation>
    </message>
    <message>
        <source>Prisoner&apos;s Dilemma</source>
        <comment>prisoners-dilemma</comment>
        <translation>囚人のジレンマ</translation>
    </message>
    <message>
        <source>Asterisk method (4 x 6)</source>
        <comment>asterisk-4x6</comment>
        <translation>星印法 (4 × 6)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-2 (a)</source>
        <comment>exercise-3-2-5-2a</comment>
        <translation>演習問題 3.2.5-2 (a)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-2 (b)</source>
        <comment>exercise-3-2-5-2b</comment>
        <translation>演習問題 3.2.5-2 (b)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-2 (c)</source>
        <comment>exercise-3-2-5-2c</comment>
        <translation>演習問題 3.2.5-2 (c)</translation>
    </message>
    <message>
        <source>Chicken</source>
        <comment>chicken</comment>
        <translation>チキンゲーム</translation>
    </message>
    <message>
        <source>Coin and claim</source>
        <comment>coin-claim</comment>
        <translation>コインと申告</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-5 (a)</source>
        <comment>exercise-3-2-5-5a</comment>
        <translation>演習問題 3.2.5-5 (a)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-5 (b)</source>
        <comment>exercise-3-2-5-5b</comment>
        <translation>演習問題 3.2.5-5 (b)</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-6</source>
        <comment>exercise-3-2-5-6</comment>
        <translation>演習問題 3.2.5-6</translation>
    </message>
    <message>
        <source>Exercise 3.2.5-8</source>
        <comment>exercise-3-2-5-8</comment>
        <translation>演習問題 3.2.5-8</translation>
    </message>
    <message>
        <source>Subgame perfection</source>
        <comment>subgame-perfection</comment>
        <translation>部分ゲーム完全性</translation>
    </message>
    <message>
        <source>Feasible sets (3.1)</source>
        <comment>feasible-set</comment>
        <translation>実現可能集合 (3.1)</translation>
    </message>
    <message>
        <source>End game with an all-in player</source>
        <comment>all-in-end-game</comment>
        <translation>オールインのプレイヤーがいる終盤</translation>
    </message>
    <message>
        <source>End game with an all-in player (three players)</source>
        <comment>all-in-end-game-3p</comment>
        <translation>オールインのプレイヤーがいる終盤（3 人）</translation>
    </message>
    <message>
        <source>lrsnash manual example (3 x 2)</source>
        <comment>lrsnash-3x2</comment>
        <translation>lrsnash マニュアルの例 (3 × 2)</translation>
    </message>
    <message>
        <source>Von Stengel&apos;s 6 x 6 game (75 equilibria)</source>
        <comment>von-stengel-6x6</comment>
        <translation>フォン・ステンゲルの 6 × 6 ゲーム（均衡 75 個）</translation>
    </message>
    <message>
        <source>Three-player coordination</source>
        <comment>three-player-coordination</comment>
        <translation>3 人の協調ゲーム</translation>
    </message>
    <message>
        <source>Perfect but not proper (Myerson)</source>
        <comment>myerson-proper</comment>
        <translation>完全だがプロパーでない均衡 (Myerson)</translation>
    </message>
</context>
<context>
    <name>StrategicKind</name>
    <message>
        <source>New general-sum game</source>
        <translation>新規一般和ゲーム</translation>
    </message>
    <message>
        <source>Two or more players, one payoff each: best responses, dominance, safety levels, every equilibrium</source>
        <translation>2 人以上・各自に利得: 最適反応、支配、安全水準、すべての均衡</translation>
    </message>
    <message>
        <source>New 3-player game</source>
        <translation>新規 3 人ゲーム</translation>
    </message>
    <message>
        <source>Three players with two strategies each; the third player&apos;s choice picks the slice shown</source>
        <translation>3 人・各 2 戦略。表示する断面は 3 人目の選択で決まります</translation>
    </message>
    <message>
        <source>General-sum game</source>
        <translation>一般和ゲーム</translation>
    </message>
    <message>
        <source>3-player game</source>
        <translation>3 人ゲーム</translation>
    </message>
</context>
<context>
    <name>StrategicPlayers</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>TreeClipboard</name>
    <message>
        <source>The clipboard holds no subtree: copy one first (Ctrl+C).</source>
        <translation>クリップボードに部分木がありません: 先にコピーしてください（Ctrl+C）。</translation>
    </message>
    <message>
        <source>The clipboard text is not a game tree.</source>
        <translation>クリップボードのテキストはゲームの木ではありません。</translation>
    </message>
    <message>
        <source>The clipboard text is not a game tree: %1</source>
        <translation>クリップボードのテキストはゲームの木ではありません: %1</translation>
    </message>
</context>
<context>
    <name>TreeExamples</name>
    <message>
        <source>Basic Endgame in poker</source>
        <comment>basic-endgame</comment>
        <translation>ポーカーの基本エンドゲーム</translation>
    </message>
    <message>
        <source>A simultaneous 2×4 game as a tree</source>
        <comment>simultaneous-2x4</comment>
        <translation>木で表した 2×4 の同時手番ゲーム</translation>
    </message>
    <message>
        <source>The Silver Dollar</source>
        <comment>silver-dollar</comment>
        <translation>1 ドル銀貨</translation>
    </message>
    <message>
        <source>Two Guesses for the Silver Dollar</source>
        <comment>two-guesses</comment>
        <translation>1 ドル銀貨を 2 回で当てる</translation>
    </message>
    <message>
        <source>A Statistical Game</source>
        <comment>statistical-game</comment>
        <translation>統計ゲーム</translation>
    </message>
    <message>
        <source>The Forgetful Player</source>
        <comment>forgetful-player</comment>
        <translation>忘れっぽいプレイヤー</translation>
    </message>
    <message>
        <source>Kuhn poker</source>
        <comment>kuhn-poker</comment>
        <translation>クーン・ポーカー</translation>
    </message>
    <message>
        <source>Generalised Basic Endgame (p = 1/2, bet 1)</source>
        <comment>generalised-endgame</comment>
        <translation>一般化した基本エンドゲーム（p = 1/2、賭け金 1）</translation>
    </message>
    <message>
        <source>Coins A and B</source>
        <comment>coins-a-b</comment>
        <translation>コイン A と B</translation>
    </message>
    <message>
        <source>Beasley&apos;s game</source>
        <comment>beasley</comment>
        <translation>ビーズリーのゲーム</translation>
    </message>
    <message>
        <source>Subgame perfection (a credible threat?)</source>
        <comment>subgame-perfection</comment>
        <translation>部分ゲーム完全性（信憑性のある脅し？）</translation>
    </message>
    <message>
        <source>Centipede game, 6 moves (textbook payoffs; not from the source)</source>
        <comment>centipede</comment>
        <translation>ムカデゲーム、6 手（教科書的な利得。原典にはない例）</translation>
    </message>
    <message>
        <source>Game trees (Ferguson, chapters 2–3)</source>
        <translation>ゲームの木（Ferguson 第 2–3 章）</translation>
    </message>
    <message>
        <source>§%1</source>
        <translation>§%1</translation>
    </message>
    <message>
        <source>Kingmakers in win/lose trees (thesis 001)</source>
        <translation>2値ゲームの木のキングメーカー（論文 001）</translation>
    </message>
    <message>
        <source>Kingmaker thesis: %1</source>
        <translation>キングメーカー論文: %1</translation>
    </message>
    <message>
        <source>Kingmakers: the canonical tree (Fig. 3.3)</source>
        <comment>kingmaker-fig-3-3</comment>
        <translation>キングメーカー: 典型例の木（図 3.3）</translation>
    </message>
    <message>
        <source>Kingmakers: kmn-η example (Fig. 4.1)</source>
        <comment>kingmaker-fig-4-1</comment>
        <translation>キングメーカー: kmn-η 則の例（図 4.1）</translation>
    </message>
    <message>
        <source>Kingmakers: two 1EPs (Fig. 4.6, candidate B)</source>
        <comment>kingmaker-fig-4-6</comment>
        <translation>キングメーカー: 2 つの 1EP（図 4.6、候補 B）</translation>
    </message>
    <message>
        <source>Kingmakers: the Diamond game (3 players)</source>
        <comment>kingmaker-diamond</comment>
        <translation>キングメーカー: ダイヤモンドゲーム（3 人）</translation>
    </message>
    <message>
        <source>Kingmakers: 3-player Nim (2, 3), last move wins</source>
        <comment>kingmaker-nim-2-3</comment>
        <translation>キングメーカー: 3 人ニム (2, 3)、最後に取ったプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>Selten&apos;s horse (three players)</source>
        <comment>selten-horse</comment>
        <translation>ゼルテンの馬 (3 人)</translation>
    </message>
    <message>
        <source>Beer–Quiche (Cho and Kreps)</source>
        <comment>beer-quiche</comment>
        <translation>ビール・キッシュ (Cho と Kreps)</translation>
    </message>
    <message>
        <source>Entry deterrence: an incredible threat</source>
        <comment>entry-deterrence</comment>
        <translation>参入阻止: 信憑性のない脅し</translation>
    </message>
    <message>
        <source>A subgame-perfect equilibrium no tremble supports</source>
        <comment>unreasonable-spe</comment>
        <translation>どんな震えにも支えられない部分ゲーム完全均衡</translation>
    </message>
</context>
<context>
    <name>ZeroSumExamples</name>
    <message>
        <source>Odd-or-Even</source>
        <comment>odd-or-even</comment>
        <translation>奇数か偶数か</translation>
    </message>
    <message>
        <source>Cards</source>
        <comment>cards</comment>
        <translation>カード</translation>
    </message>
    <message>
        <source>Holmes vs Moriarty</source>
        <comment>holmes-moriarty</comment>
        <translation>ホームズ対モリアーティ</translation>
    </message>
    <message>
        <source>Alex and Olaf</source>
        <comment>alex-olaf</comment>
        <translation>アレックスとオラフ</translation>
    </message>
    <message>
        <source>Saddle point</source>
        <comment>saddle-point</comment>
        <translation>鞍点</translation>
    </message>
    <message>
        <source>Iterated domination</source>
        <comment>domination-pure</comment>
        <translation>支配による逐次消去</translation>
    </message>
    <message>
        <source>Domination by mixtures</source>
        <comment>domination-mixture</comment>
        <translation>混合戦略による支配</translation>
    </message>
    <message>
        <source>Graphical method, 2 x n</source>
        <comment>graphical-2xn</comment>
        <translation>図解法、2 × n</translation>
    </message>
    <message>
        <source>Graphical method, m x 2</source>
        <comment>graphical-mx2</comment>
        <translation>図解法、m × 2</translation>
    </message>
    <message>
        <source>Latin square</source>
        <comment>latin-square</comment>
        <translation>ラテン方陣</translation>
    </message>
    <message>
        <source>Dürer&apos;s magic square</source>
        <comment>magic-square-durer</comment>
        <translation>デューラーの魔方陣</translation>
    </message>
    <message>
        <source>Normandy</source>
        <comment>normandy</comment>
        <translation>ノルマンディー</translation>
    </message>
    <message>
        <source>Odd-or-Even with 0, 1, 2</source>
        <comment>odd-or-even-012</comment>
        <translation>0, 1, 2 で奇数か偶数か</translation>
    </message>
    <message>
        <source>Diagonal game</source>
        <comment>diagonal</comment>
        <translation>対角ゲーム</translation>
    </message>
    <message>
        <source>Triangular game</source>
        <comment>triangular</comment>
        <translation>三角ゲーム</translation>
    </message>
    <message>
        <source>Rock-paper-scissors</source>
        <comment>rock-paper-scissors</comment>
        <translation>じゃんけん</translation>
    </message>
    <message>
        <source>Mendelsohn game (n = 5)</source>
        <comment>mendelsohn-5</comment>
        <translation>メンデルソンのゲーム (n = 5)</translation>
    </message>
    <message>
        <source>Colonel Blotto: 4 vs 3 regiments, 2 posts</source>
        <comment>blotto-4-3-2</comment>
        <translation>ブロットー大佐: 4 対 3 連隊、2 拠点</translation>
    </message>
    <message>
        <source>Guessing game with payoff 2^j</source>
        <comment>guess-doubling</comment>
        <translation>利得 2^j の数当てゲーム</translation>
    </message>
    <message>
        <source>Guessing game with half credit</source>
        <comment>guess-half-credit</comment>
        <translation>半分の部分点がある数当てゲーム</translation>
    </message>
    <message>
        <source>Guessing game, penalty when too high (n = 4)</source>
        <comment>guess-too-high-4</comment>
        <translation>大きすぎると罰がある数当てゲーム (n = 4)</translation>
    </message>
    <message>
        <source>Silverman game on 1..10</source>
        <comment>silverman-10</comment>
        <translation>1..10 のシルバーマンゲーム</translation>
    </message>
    <message>
        <source>Dresher&apos;s guessing game (n = 3)</source>
        <comment>dresher-3</comment>
        <translation>ドレシャーの数当てゲーム (n = 3)</translation>
    </message>
    <message>
        <source>Pivot method example</source>
        <comment>pivot-example</comment>
        <translation>ピボット法の例</translation>
    </message>
    <message>
        <source>2.1 Strategic form</source>
        <translation>2.1 戦略形</translation>
    </message>
    <message>
        <source>2.2 Saddle points, domination, graphical method</source>
        <translation>2.2 鞍点・支配・図解法</translation>
    </message>
    <message>
        <source>2.3 Indifference and special games</source>
        <translation>2.3 無差別の原理と特殊なゲーム</translation>
    </message>
    <message>
        <source>2.4 Linear programming and the pivot method</source>
        <translation>2.4 線形計画法とピボット法</translation>
    </message>
    <message>
        <source>Zero-sum games (Ferguson, chapter 2)</source>
        <translation>ゼロ和ゲーム（Ferguson 第 2 章）</translation>
    </message>
    <message>
        <source>§%1, %2 x %3</source>
        <translation>§%1、%2 × %3</translation>
    </message>
</context>
<context>
    <name>gamelab::ui</name>
    <message>
        <source>A document has at most %1 parameters.</source>
        <translation>1 つの文書のパラメータは %1 個までです。</translation>
    </message>
    <message>
        <source>Add parameter %1</source>
        <translation>パラメータ %1 を追加</translation>
    </message>
    <message>
        <source>Parameter %1 is used in a payoff: replace it there before removing it.</source>
        <translation>パラメータ %1 は利得で使われています: 削除する前にそこから置き換えてください。</translation>
    </message>
    <message>
        <source>Remove parameter %1</source>
        <translation>パラメータ %1 を削除</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a parameter: use a letter or _, then letters, digits or _.</source>
        <translation>「%1」はパラメータ名にできません: 英字か _ で始め、英字・数字・_ を続けてください。</translation>
    </message>
    <message>
        <source>There is already a parameter named %1.</source>
        <translation>%1 という名前のパラメータはすでにあります。</translation>
    </message>
    <message>
        <source>Rename parameter %1 to %2</source>
        <translation>パラメータ %1 の名前を %2 に変更</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>%1 = %2 に設定</translation>
    </message>
    <message>
        <source>The range of %1 is empty: %2 &gt; %3.</source>
        <translation>%1 の範囲が空です: %2 &gt; %3。</translation>
    </message>
    <message>
        <source>Set the range of %1</source>
        <translation>%1 の範囲を設定</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::AnalysisController</name>
    <message>
        <source>Analysis cancelled. Press Solve (F5) to start it again.</source>
        <translation>解析をキャンセルしました。再開するには「解く」(F5) を押してください。</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>解析中…</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CakePieces</name>
    <message>
        <source>Add piece</source>
        <translation>片を追加</translation>
    </message>
    <message>
        <source>Add a 1×1 piece of cake</source>
        <translation>1×1 のケーキの片を追加</translation>
    </message>
    <message>
        <source>Add a piece of cake</source>
        <translation>ケーキの片を追加</translation>
    </message>
    <message>
        <source>Width: Left cuts the piece vertically into two narrower pieces</source>
        <translation>幅: 左は片を縦に切って幅の狭い 2 つの片にします</translation>
    </message>
    <message>
        <source>Height: Right cuts the piece horizontally into two lower pieces</source>
        <translation>高さ: 右は片を横に切って高さの低い 2 つの片にします</translation>
    </message>
    <message>
        <source>Remove this piece</source>
        <translation>この片を削除</translation>
    </message>
    <message>
        <source>Piece %1:</source>
        <translation>片 %1:</translation>
    </message>
    <message>
        <source>Resize a piece of cake</source>
        <translation>ケーキの片の大きさを変更</translation>
    </message>
    <message>
        <source>Remove a piece of cake</source>
        <translation>ケーキの片を削除</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalAnalysisPanel</name>
    <message>
        <source>1 Core</source>
        <translation>1 コア</translation>
    </message>
    <message>
        <source>Imputations, the core (empty or not, exactly), its vertices, the least core and ε-cores; is x in the core? (§4.2)</source>
        <translation>配分、コア（空かどうかを厳密に判定）とその頂点、最小コアと ε-コア。x はコアに属するか？（§4.2）</translation>
    </message>
    <message>
        <source>2 Shapley</source>
        <translation>2 シャープレイ値</translation>
    </message>
    <message>
        <source>The Shapley value with the dividends, the table of all arrival orders and formula (4.6) (§4.3)</source>
        <translation>配当、すべての到着順序の表、公式 (4.6) によるシャープレイ値（§4.3）</translation>
    </message>
    <message>
        <source>3 Voting power</source>
        <translation>3 投票力</translation>
    </message>
    <message>
        <source>Shapley–Shubik and Banzhaf indices of simple and weighted voting games, winning coalitions, veto players (§4.3.4)</source>
        <translation>単純ゲームと重み付き投票ゲームのシャープレイ・シュービック指数とバンザフ指数、勝利提携、拒否権プレイヤー（§4.3.4）</translation>
    </message>
    <message>
        <source>4 Nucleolus</source>
        <translation>4 仁</translation>
    </message>
    <message>
        <source>The nucleolus by a sequence of exact LPs, with the excess table and O(x) (§4.4)</source>
        <translation>厳密な線形計画問題の列による仁、超過の表と O(x)（§4.4）</translation>
    </message>
    <message>
        <source>5 Path</source>
        <translation>5 経路</translation>
    </message>
    <message>
        <source>The nucleolus and the Shapley value as v(N) or a bankruptcy estate varies (§4.4.2)</source>
        <translation>v(N) または破産ゲームの残余財産を変えたときの仁とシャープレイ値（§4.4.2）</translation>
    </message>
    <message>
        <source>6 Picture</source>
        <translation>6 図</translation>
    </message>
    <message>
        <source>The imputation triangle (3 players) or tetrahedron (4 players) with the core (§4.2.4)</source>
        <translation>配分の三角形（3 人）または四面体（4 人）とコア（§4.2.4）</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ解析していません。</translation>
    </message>
    <message>
        <source>7 Origin (4.1)</source>
        <translation>7 元のゲーム (4.1)</translation>
    </message>
    <message>
        <source>Each coalition&apos;s zero-sum game against the others and its value (4.1), as in §4.1.4</source>
        <translation>各提携が残りのプレイヤーと戦うゼロ和ゲームとその値 (4.1)、§4.1.4 と同様</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalClipboardText</name>
    <message>
        <source>by bitmask (∅, 1, 2, 12, 3, 13, 23, 123)</source>
        <translation>ビットマスク順（∅, 1, 2, 12, 3, 13, 23, 123）</translation>
    </message>
    <message>
        <source>by size, then lexicographically (∅, 1, 2, 3, 12, 13, 23, 123)</source>
        <translation>サイズ順、同じサイズは辞書式順（∅, 1, 2, 3, 12, 13, 23, 123）</translation>
    </message>
    <message>
        <source>The clipboard holds no values.</source>
        <translation>クリップボードに値がありません。</translation>
    </message>
    <message>
        <source>Found %1 values, but %2 players have %3 coalitions: paste %4 values (v(∅) = 0 first) or %5 (without v(∅)), one per line, %6.</source>
        <translation>値が %1 個ありますが、%2 人のプレイヤーの提携は %3 個です: %4 個の値（先頭は v(∅) = 0）または %5 個の値（v(∅) なし）を、1 行に 1 つずつ%6で貼り付けてください。</translation>
    </message>
    <message>
        <source>Value %1 is empty: every coalition needs a value.</source>
        <translation>%1 番目の値が空です: どの提携にも値が必要です。</translation>
    </message>
    <message>
        <source>Value %1, &quot;%2&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, one per line.</source>
        <translation>%1 番目の値「%2」は数値ではありません: 整数、-2/7 のような分数、0.25 のような小数を 1 行に 1 つずつ入力してください。</translation>
    </message>
    <message>
        <source>The first of %1 values is v(∅), which must be 0, but it is %2. Paste %3 values to leave v(∅) out.</source>
        <translation>%1 個の値の先頭は v(∅) で 0 でなければなりませんが、%2 になっています。v(∅) を省くには %3 個の値を貼り付けてください。</translation>
    </message>
    <message>
        <source>The %1 are missing: enter numbers separated by commas, such as &quot;10, 20, 30&quot;.</source>
        <translation>%1がありません: &quot;10, 20, 30&quot; のようにカンマ区切りで数値を入力してください。</translation>
    </message>
    <message>
        <source>Entry %1 of the %2, &quot;%3&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, separated by commas.</source>
        <translation>%2の %1 番目「%3」は数値ではありません: 整数、-2/7 のような分数、0.25 のような小数をカンマ区切りで入力してください。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalCorePage</name>
    <message>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Is x in the core? The ε-core</source>
        <translation>x はコアに属するか？ ε-コア</translation>
    </message>
    <message>
        <source>x, one number per player, e.g. 1, 3, 4</source>
        <translation>x、プレイヤーごとに 1 つの数（例: 1, 3, 4）</translation>
    </message>
    <message>
        <source>Type an allocation (fractions allowed) and press Enter: the answer names every coalition that can improve on it, with its excess v(S) − x(S)</source>
        <translation>分配を入力して Enter を押します（分数可）: それを改善できるすべての提携を、その超過 v(S) − x(S) とともに示します</translation>
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
        <translation>ε-コア: すべての超過 v(S) − x(S) が ε 以下となる効率的な x の集合。ε = 0 ならコアです。ε-コアが空でない最小の ε のときが最小コアです。入力した小数は分母 100 以下の最も近い分数として読みます（0.3333 は 1/3）。</translation>
    </message>
    <message>
        <source>x = %1 is in the core ✓ (efficient, and no coalition has a positive excess).</source>
        <translation>x = %1 はコアに属します ✓（効率的で、正の超過をもつ提携はありません）。</translation>
    </message>
    <message>
        <source>x = %1 is not efficient: Σx = %2, but v(N) = %3 (Σx − v(N) = %4).</source>
        <translation>x = %1 は効率的ではありません: Σx = %2 ですが v(N) = %3 です（Σx − v(N) = %4）。</translation>
    </message>
    <message>
        <source>No coalition has a positive excess at x.</source>
        <translation>x で正の超過をもつ提携はありません。</translation>
    </message>
    <message>
        <source>%1 (excess %2)</source>
        <translation>%1（超過 %2）</translation>
    </message>
    <message numerus="yes">
        <source>x = %1 is not in the core: it is unstable via %n coalition(s), which can get more on their own:</source>
        <translation>
            <numerusform>x = %1 はコアに属しません: 次の %n 個の提携を通じて不安定です（それらは自分たちだけでより多くを得られます）:</numerusform>
        </translation>
    </message>
    <message>
        <source>ε-core vertices are listed for up to %1 players.</source>
        <translation>ε-コアの頂点は %1 人までのゲームについて表示します。</translation>
    </message>
    <message>
        <source>Computing the ε-core…</source>
        <translation>ε-コアを計算中…</translation>
    </message>
    <message>
        <source>ε-core</source>
        <translation>ε-コア</translation>
    </message>
    <message>
        <source>The ε-core for ε = %1 is empty (ε is below the least-core value).</source>
        <translation>ε = %1 の ε-コアは空です（ε が最小コアの値より小さいため）。</translation>
    </message>
    <message numerus="yes">
        <source>The ε-core for ε = %1 has %n vertex(es):</source>
        <translation>
            <numerusform>ε = %1 の ε-コアの頂点は %n 個です:</numerusform>
        </translation>
    </message>
    <message>
        <source>Imputations</source>
        <translation>配分</translation>
    </message>
    <message numerus="yes">
        <source>This voting game has %n players: too many for a table of every coalition, so only the voting power is computed.</source>
        <translation>
            <numerusform>この投票ゲームのプレイヤーは %n 人です: すべての提携の表を作るには多すぎるため、投票力だけを計算します。</numerusform>
        </translation>
    </message>
    <message>
        <source>The game has no imputation: Σ v({i}) = %1 exceeds v(N) = %2 (the table is not superadditive).</source>
        <translation>このゲームには配分がありません: Σ v({i}) = %1 が v(N) = %2 を超えています（表は優加法的ではありません）。</translation>
    </message>
    <message>
        <source>The game is inessential (Σ v({i}) = v(N) = %1): the only imputation is (v(1), …, v(n)).</source>
        <translation>このゲームは非本質的です（Σ v({i}) = v(N) = %1）: 配分は (v(1), …, v(n)) だけです。</translation>
    </message>
    <message numerus="yes">
        <source>The game is essential: Σ v({i}) = %1 &amp;lt; v(N) = %2. The imputations (efficient and individually rational allocations) form a simplex with %n vertex(es); vertex i is the imputation player i likes best:</source>
        <translation>
            <numerusform>このゲームは本質的です: Σ v({i}) = %1 &amp;lt; v(N) = %2。配分（効率的かつ個人合理的な分配）は %n 個の頂点をもつ単体をなします。頂点 i はプレイヤー i に最も有利な配分です:</numerusform>
        </translation>
    </message>
    <message>
        <source>imputation vertex %1</source>
        <translation>配分の頂点 %1</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>The core is empty (decided exactly by linear programming).</source>
        <translation>コアは空です（線形計画法で厳密に判定）。</translation>
    </message>
    <message>
        <source>%1 with λ = %2 (v = %3)</source>
        <translation>%1（λ = %2、v = %3）</translation>
    </message>
    <message>
        <source>Why (Bondareva–Shapley): the coalitions</source>
        <translation>理由（ボンダレヴァ＝シャープレイの定理）: 提携</translation>
    </message>
    <message>
        <source>form a balanced collection: every player belongs to coalitions whose weights add up to 1. The weights λ show that the coalitions together claim more than v(N): Σ λ&lt;sub&gt;S&lt;/sub&gt; v(S) = %1 &gt; v(N) = %2. Any allocation of v(N) gives them only Σ λ&lt;sub&gt;S&lt;/sub&gt; x(S) = Σx = %2 in total, so at least one of them gets less than it can secure alone.</source>
        <translation>は平衡集合族をなします: どのプレイヤーについても、それを含む提携の重みの和は 1 です。重み λ から、これらの提携は合わせて v(N) より多くを要求することがわかります: Σ λ&lt;sub&gt;S&lt;/sub&gt; v(S) = %1 &gt; v(N) = %2。v(N) をどう分配しても、これらの提携が得るのは合計 Σ λ&lt;sub&gt;S&lt;/sub&gt; x(S) = Σx = %2 だけなので、少なくとも 1 つの提携は自分たちだけで確保できる値より少なくしか得られません。</translation>
    </message>
    <message>
        <source>The core is not empty (decided exactly by linear programming).</source>
        <translation>コアは空ではありません（線形計画法で厳密に判定）。</translation>
    </message>
    <message>
        <source>a single point</source>
        <translation>1 点</translation>
    </message>
    <message>
        <source>a segment</source>
        <translation>線分</translation>
    </message>
    <message>
        <source>a polygon</source>
        <translation>多角形</translation>
    </message>
    <message>
        <source>a polytope</source>
        <translation>多面体</translation>
    </message>
    <message>
        <source>core vertex %1</source>
        <translation>コアの頂点 %1</translation>
    </message>
    <message numerus="yes">
        <source>The core is %1 with %n vertex(es) (exact):</source>
        <translation>
            <numerusform>コアは%1です（頂点 %n 個、厳密）:</numerusform>
        </translation>
    </message>
    <message>
        <source>The core&apos;s vertices are listed for up to %1 players.</source>
        <translation>コアの頂点は %1 人までのゲームについて表示します。</translation>
    </message>
    <message>
        <source>Tight on the whole core (these coalitions get exactly their value in every core allocation):</source>
        <translation>コア全体でタイト（これらの提携はコアのどの配分でもちょうど自分の値を得ます）:</translation>
    </message>
    <message>
        <source>Least core</source>
        <translation>最小コア</translation>
    </message>
    <message>
        <source>ε₁ = %1: the smallest ε for which some efficient x has every excess v(S) − x(S) ≤ ε (S ≠ ∅, N). The core is non-empty exactly when ε₁ ≤ 0.</source>
        <translation>ε₁ = %1: ある効率的な x ですべての超過 v(S) − x(S) ≤ ε（S ≠ ∅, N）となる最小の ε。コアが空でないのは ε₁ ≤ 0 のとき、かつそのときに限ります。</translation>
    </message>
    <message>
        <source>A point of the least core:</source>
        <translation>最小コアの点:</translation>
    </message>
    <message>
        <source>least core</source>
        <translation>最小コア</translation>
    </message>
    <message>
        <source>The inequalities of the core</source>
        <translation>コアの不等式</translation>
    </message>
    <message>
        <source>the only imputation</source>
        <translation>唯一の配分</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalEditor</name>
    <message>
        <source>Edit voting game</source>
        <translation>投票ゲームを編集</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Run the full analysis now (core vertices, nucleolus, Shapley value and power indices at any size)</source>
        <translation>完全な解析を今すぐ実行します（どの大きさでもコアの頂点、仁、シャープレイ値、投票力指数）</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Paste a column of 2ⁿ values (v(∅) = 0 first) or 2ⁿ − 1 values, in the order the table is sorted</source>
        <translation>2ⁿ 個の値（先頭は v(∅) = 0）または 2ⁿ − 1 個の値の列を、表の並び順で貼り付けます</translation>
    </message>
    <message>
        <source>Paste in bitmask order</source>
        <translation>ビットマスク順で貼り付け</translation>
    </message>
    <message>
        <source>Paste a column of values ordered ∅, 1, 2, 12, 3, 13, 23, 123, … (with or without v(∅))</source>
        <translation>∅, 1, 2, 12, 3, 13, 23, 123, … の順の値の列を貼り付けます（v(∅) はあってもなくても可）</translation>
    </message>
    <message>
        <source>Paste by size, then lexicographically</source>
        <translation>サイズ順・辞書式順で貼り付け</translation>
    </message>
    <message>
        <source>Paste a column of values ordered ∅, 1, 2, 3, 12, 13, 23, 123, … (with or without v(∅))</source>
        <translation>∅, 1, 2, 3, 12, 13, 23, 123, … の順の値の列を貼り付けます（v(∅) はあってもなくても可）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the selected rows (all rows shown when nothing is selected) as &quot;coalition&lt;Tab&gt;value&quot; lines</source>
        <translation>選択した行（何も選択していなければ表示中のすべての行）を「提携&lt;Tab&gt;値」の行としてコピーします</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>生成…</translation>
    </message>
    <message>
        <source>Fill the table from a family of games: weighted voting, glove market, bankruptcy, airport, unanimity, symmetric</source>
        <translation>ゲームの族から表を埋めます: 重み付き投票、手袋市場、破産、空港、全員一致、対称</translation>
    </message>
    <message>
        <source>+Player</source>
        <translation>+プレイヤー</translation>
    </message>
    <message>
        <source>Add a player who is a dummy (v(S ∪ {new}) = v(S)) until you edit the values</source>
        <translation>値を編集するまではダミー（v(S ∪ {新}) = v(S)）であるプレイヤーを追加します</translation>
    </message>
    <message>
        <source>Bitmask order</source>
        <translation>ビットマスク順</translation>
    </message>
    <message>
        <source>Sort the coalitions by bitmask (∅, 1, 2, 12, 3, …) instead of by size, then lexicographically</source>
        <translation>提携をサイズ順・辞書式順ではなくビットマスク順（∅, 1, 2, 12, 3, …）に並べます</translation>
    </message>
    <message>
        <source>Strategic form (4.2)</source>
        <translation>戦略形 (4.2)</translation>
    </message>
    <message>
        <source>Open the strategic-form game (4.2) of this game in a new tab: each player names a coalition; if all members of S name S they share v(S) equally</source>
        <translation>このゲームの戦略形ゲーム (4.2) を新しいタブで開きます: 各プレイヤーが提携を 1 つ指名し、S の全員が S を指名すれば v(S) を均等に分けます</translation>
    </message>
    <message>
        <source>(0,1)-normalise</source>
        <translation>(0,1) 正規化</translation>
    </message>
    <message>
        <source>Replace the game by its (0,1)-normalised form (every v(i) = 0, v(N) = 1; undoable)</source>
        <translation>ゲームを (0,1) 正規形で置き換えます（すべての v(i) = 0、v(N) = 1。元に戻せます）</translation>
    </message>
    <message>
        <source>Filter by players</source>
        <translation>プレイヤーで絞り込み</translation>
    </message>
    <message>
        <source>Show only coalitions that contain the players typed here</source>
        <translation>ここに入力したプレイヤーを含む提携だけを表示します</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>表示:</translation>
    </message>
    <message>
        <source>Show the coalitions of one size only</source>
        <translation>1 つのサイズの提携だけを表示します</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>含むプレイヤー</translation>
    </message>
    <message>
        <source>players, e.g. 1, 3</source>
        <translation>プレイヤー（例: 1, 3）</translation>
    </message>
    <message>
        <source>Show only coalitions that contain all these players: names or numbers separated by commas (&quot;1, 3&quot;, &quot;Ann, Bob&quot;; &quot;13&quot; when every name is one character) (%1)</source>
        <translation>これらのプレイヤーをすべて含む提携だけを表示します: 名前または番号をカンマで区切ります（&quot;1, 3&quot;、&quot;Ann, Bob&quot;。どの名前も 1 文字なら &quot;13&quot;）（%1）</translation>
    </message>
    <message>
        <source>all sizes</source>
        <translation>すべてのサイズ</translation>
    </message>
    <message>
        <source>|S| = %1</source>
        <translation>|S| = %1</translation>
    </message>
    <message>
        <source>Name of player %1; coalitions are written with these names. Enter confirms; empty means &quot;%1&quot;.</source>
        <translation>プレイヤー %1 の名前。提携はこの名前で表記します。Enter で確定、空欄なら「%1」です。</translation>
    </message>
    <message>
        <source>Remove player %1: the game on the other players (undoable)</source>
        <translation>プレイヤー %1 を削除: 残りのプレイヤーのゲームになります（元に戻せます）</translation>
    </message>
    <message>
        <source>This voting game has %1 players: its table of 2^%1 coalitions is not shown (the table holds at most %2 players). The analysis computes the power indices from the weights and the quota; edit them above.</source>
        <translation>この投票ゲームのプレイヤーは %1 人です: 2^%1 個の提携の表は表示しません（表は %2 人まで）。解析では重みとクォータから投票力指数を計算します。上で編集してください。</translation>
    </message>
    <message>
        <source>A voting game without table: simple and monotone by construction.</source>
        <translation>表のない投票ゲーム: 構成上、単純かつ単調です。</translation>
    </message>
    <message>
        <source>(Solve, F5)</source>
        <translation>（「解く」、F5）</translation>
    </message>
    <message>
        <source>Choose a point in the analysis (Shapley value, nucleolus, a core vertex, …) to see each coalition&apos;s excess e(x, S) = v(S) − x(S).</source>
        <translation>解析で点（シャープレイ値、仁、コアの頂点など）を選ぶと、各提携の超過 e(x, S) = v(S) − x(S) を表示します。</translation>
    </message>
    <message>
        <source>Excess at &lt;b&gt;%1&lt;/b&gt; = %2: </source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2 での超過: </translation>
    </message>
    <message>
        <source>no coalition blocks it</source>
        <translation>ブロックする提携はありません</translation>
    </message>
    <message numerus="yes">
        <source>&lt;span style=&apos;color:#b71c1c&apos;&gt;&lt;b&gt;%n coalition(s) block it&lt;/b&gt;&lt;/span&gt; (red)</source>
        <translation>
            <numerusform>&lt;span style=&apos;color:#b71c1c&apos;&gt;&lt;b&gt;%n 個の提携がブロック&lt;/b&gt;&lt;/span&gt;（赤）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n tight (green).</source>
        <translation>
            <numerusform>、%n 個がタイト（緑）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing the %n-player game</source>
        <translation>
            <numerusform>%n 人ゲームを解析しています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solving the %n-player game completely</source>
        <translation>
            <numerusform>%n 人ゲームを完全に解いています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n coalition value(s).</source>
        <translation>
            <numerusform>%n 個の提携の値をコピーしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>This voting game has no table to paste into (more than %1 players).</source>
        <translation>この投票ゲームには貼り付け先の表がありません（%1 人を超えています）。</translation>
    </message>
    <message>
        <source>The pasted values equal the table&apos;s; nothing changed.</source>
        <translation>貼り付けた値は表の値と同じです。何も変わりませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n value(s)</source>
        <translation>
            <numerusform>%n 個の値を貼り付け</numerusform>
        </translation>
    </message>
    <message>
        <source>Pasted %1 values %2.</source>
        <translation>%1 個の値を%2で貼り付けました。</translation>
    </message>
    <message>
        <source>The table holds at most %1 players.</source>
        <translation>表は %1 人までです。</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Added player %1, a dummy until you edit the values of the coalitions containing it.</source>
        <translation>プレイヤー %1 を追加しました。それを含む提携の値を編集するまではダミーです。</translation>
    </message>
    <message>
        <source>A game needs at least one player.</source>
        <translation>ゲームには少なくとも 1 人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>プレイヤー%1 を削除</translation>
    </message>
    <message>
        <source>Removed player %1: the table now holds the coalitions of the others.</source>
        <translation>プレイヤー %1 を削除しました: 表には残りのプレイヤーの提携が残ります。</translation>
    </message>
    <message>
        <source>Generate %1</source>
        <translation>%1を生成</translation>
    </message>
    <message>
        <source>Generated: %1.</source>
        <translation>生成しました: %1。</translation>
    </message>
    <message>
        <source>Only an essential game (Σ v(i) &lt; v(N)) can be (0,1)-normalised.</source>
        <translation>(0,1) 正規化できるのは本質的なゲーム（Σ v(i) &lt; v(N)）だけです。</translation>
    </message>
    <message>
        <source>Replaced by the (0,1)-normalised game: every v(i) = 0, v(N) = 1.</source>
        <translation>(0,1) 正規化したゲームで置き換えました: すべての v(i) = 0、v(N) = 1。</translation>
    </message>
    <message>
        <source>No strategic form: %1</source>
        <translation>戦略形を作れません: %1</translation>
    </message>
    <message>
        <source>The strategic form can only be opened from the main window.</source>
        <translation>戦略形はメインウィンドウからのみ開けます。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalGeneratorDialog</name>
    <message>
        <source>Generate a coalitional game</source>
        <translation>提携形ゲームの生成</translation>
    </message>
    <message>
        <source>The family of games that fills the characteristic function</source>
        <translation>特性関数を埋めるゲームの族</translation>
    </message>
    <message>
        <source>S wins (v(S) = 1) when its total weight passes the quota; otherwise v(S) = 0 (§4.3.4).</source>
        <translation>S の重みの合計がクォータを超えれば S は勝ち（v(S) = 1）、そうでなければ v(S) = 0 です（§4.3.4）。</translation>
    </message>
    <message>
        <source>Quota q:</source>
        <translation>クォータ q:</translation>
    </message>
    <message>
        <source>An exact number</source>
        <translation>厳密な数</translation>
    </message>
    <message>
        <source>Weights w:</source>
        <translation>重み w:</translation>
    </message>
    <message>
        <source>One weight per player, separated by commas; up to %1 players</source>
        <translation>プレイヤーごとに 1 つの重みをカンマ区切りで。%1 人まで</translation>
    </message>
    <message>
        <source>w(S) &gt; q (the source&apos;s definition)</source>
        <translation>w(S) &gt; q（原典の定義）</translation>
    </message>
    <message>
        <source>w(S) ≥ q (&quot;q votes needed&quot;)</source>
        <translation>w(S) ≥ q（「q 票が必要」）</translation>
    </message>
    <message>
        <source>S wins when:</source>
        <translation>S が勝つ条件:</translation>
    </message>
    <message>
        <source>Each player owns one glove; v(S) = the number of pairs S can form = min(left gloves in S, right gloves in S) (Ex 4.2.5-7).</source>
        <translation>各プレイヤーは手袋を 1 つ持ちます。v(S) = S が作れる組の数 = min(S の左手袋の数, S の右手袋の数)（演習 4.2.5-7）。</translation>
    </message>
    <message>
        <source>Left-glove owners:</source>
        <translation>左手袋の所有者:</translation>
    </message>
    <message>
        <source>Players L1, L2, …</source>
        <translation>プレイヤー L1, L2, …</translation>
    </message>
    <message>
        <source>Right-glove owners:</source>
        <translation>右手袋の所有者:</translation>
    </message>
    <message>
        <source>Players R1, R2, …</source>
        <translation>プレイヤー R1, R2, …</translation>
    </message>
    <message>
        <source>An estate E is shared among creditors with claims c_i; v(S) = max(0, E − Σ_{i∉S} c_i), what S gets after paying everyone else in full (§4.4.1).</source>
        <translation>残余財産 E を請求額 c_i の債権者で分けます。v(S) = max(0, E − Σ_{i∉S} c_i) は、ほかの全員に全額を支払った後に S が得る額です（§4.4.1）。</translation>
    </message>
    <message>
        <source>Estate E:</source>
        <translation>残余財産 E:</translation>
    </message>
    <message>
        <source>An exact number, 0 or more</source>
        <translation>0 以上の厳密な数</translation>
    </message>
    <message>
        <source>Claims c:</source>
        <translation>請求額 c:</translation>
    </message>
    <message>
        <source>One claim per creditor, separated by commas</source>
        <translation>債権者ごとに 1 つの請求額をカンマ区切りで</translation>
    </message>
    <message>
        <source>A runway serves planes that need lengths costing c_i; S pays the longest it needs: v(S) = −max_{i∈S} c_i (a cost game as savings, Ex 4.3.5-15).</source>
        <translation>滑走路は、費用 c_i の長さを必要とする飛行機に使われます。S は自分に必要な最長の分を支払います: v(S) = −max_{i∈S} c_i（費用ゲームを節約として表したもの、演習 4.3.5-15）。</translation>
    </message>
    <message>
        <source>Costs c:</source>
        <translation>費用 c:</translation>
    </message>
    <message>
        <source>One cost per player, separated by commas</source>
        <translation>プレイヤーごとに 1 つの費用をカンマ区切りで</translation>
    </message>
    <message>
        <source>v(S) = c when S contains every player of the carrier T, else 0: the game w_T whose Shapley value splits c equally within T.</source>
        <translation>S が台 T のプレイヤーをすべて含めば v(S) = c、そうでなければ 0: シャープレイ値が c を T 内で均等に分けるゲーム w_T です。</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>プレイヤー数:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>プレイヤーの人数</translation>
    </message>
    <message>
        <source>Carrier T:</source>
        <translation>台 T:</translation>
    </message>
    <message>
        <source>The players who must all be present: numbers 1..n separated by commas</source>
        <translation>全員がそろう必要があるプレイヤー: 1..n の番号をカンマ区切りで</translation>
    </message>
    <message>
        <source>Value c:</source>
        <translation>値 c:</translation>
    </message>
    <message>
        <source>v(S) = f(|S|): the value depends on the size of the coalition only (Ex 4.2.5-4). The number of values is the number of players.</source>
        <translation>v(S) = f(|S|): 値は提携のサイズだけで決まります（演習 4.2.5-4）。値の個数はプレイヤーの人数です。</translation>
    </message>
    <message>
        <source>f(1), …, f(n):</source>
        <translation>f(1), …, f(n):</translation>
    </message>
    <message>
        <source>One value per coalition size, separated by commas</source>
        <translation>提携のサイズごとに 1 つの値をカンマ区切りで</translation>
    </message>
    <message>
        <source>Family:</source>
        <translation>族:</translation>
    </message>
    <message>
        <source>Weighted majority (voting) game [q; w]</source>
        <translation>重み付き多数決（投票）ゲーム [q; w]</translation>
    </message>
    <message>
        <source>Glove market</source>
        <translation>手袋市場</translation>
    </message>
    <message>
        <source>Bankruptcy game</source>
        <translation>破産ゲーム</translation>
    </message>
    <message>
        <source>Airport game</source>
        <translation>空港ゲーム</translation>
    </message>
    <message>
        <source>Unanimity game w_T</source>
        <translation>全員一致ゲーム w_T</translation>
    </message>
    <message>
        <source>Symmetric game f(|S|)</source>
        <translation>対称ゲーム f(|S|)</translation>
    </message>
    <message>
        <source>%1 is missing: enter a number.</source>
        <translation>%1がありません: 数値を入力してください。</translation>
    </message>
    <message>
        <source>%1, &quot;%2&quot;, is not a number: enter an integer, a fraction such as -2/7 or a decimal.</source>
        <translation>%1「%2」は数値ではありません: 整数、-2/7 のような分数、または小数を入力してください。</translation>
    </message>
    <message>
        <source>%1 players: the table holds at most %2.</source>
        <translation>プレイヤーが %1 人です: 表は %2 人までです。</translation>
    </message>
    <message>
        <source>The quota</source>
        <translation>クォータ</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>A glove market needs at least one player.</source>
        <translation>手袋市場には少なくとも 1 人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>The estate</source>
        <translation>残余財産</translation>
    </message>
    <message>
        <source>claims</source>
        <translation>請求額</translation>
    </message>
    <message>
        <source>costs</source>
        <translation>費用</translation>
    </message>
    <message>
        <source>The carrier T is empty: name at least one player.</source>
        <translation>台 T が空です: 少なくとも 1 人のプレイヤーを指定してください。</translation>
    </message>
    <message>
        <source>The value c</source>
        <translation>値 c</translation>
    </message>
    <message>
        <source>values f(1), …, f(n)</source>
        <translation>値 f(1), …, f(n)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalNucleolusPage</name>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>efficient allocations (source)</source>
        <translation>効率的な分配（原典）</translation>
    </message>
    <message>
        <source>imputations</source>
        <translation>配分</translation>
    </message>
    <message>
        <source>The source minimises O(x) over all x with Σx = v(N) (the pre-nucleolus); the classical nucleolus also requires x_i ≥ v({i}). They agree whenever the game is superadditive.</source>
        <translation>原典は Σx = v(N) を満たすすべての x の上で O(x) を最小化します（前仁）。古典的な仁はさらに x_i ≥ v({i}) を要求します。ゲームが優加法的なら両者は一致します。</translation>
    </message>
    <message>
        <source>Compare x =</source>
        <translation>比較する x =</translation>
    </message>
    <message>
        <source>e.g. 6, 12, 18</source>
        <translation>例: 6, 12, 18</translation>
    </message>
    <message>
        <source>Add an allocation as a column of the excess table, to compare its O(x) with the nucleolus&apos;s</source>
        <translation>分配を超過の表の列として追加し、その O(x) を仁の O(x) と比較します</translation>
    </message>
    <message>
        <source>Computing the nucleolus…</source>
        <translation>仁を計算中…</translation>
    </message>
    <message>
        <source>Nucleolus</source>
        <translation>仁</translation>
    </message>
    <message>
        <source>The nucleolus needs the table of every coalition.</source>
        <translation>仁にはすべての提携の表が必要です。</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>The nucleolus (the x whose sorted excess vector O(x) is lexicographically smallest over %1):</source>
        <translation>仁（%1の中で、超過を並べたベクトル O(x) が辞書式順序で最小となる x）:</translation>
    </message>
    <message>
        <source>all x with Σx = v(N)</source>
        <translation>Σx = v(N) を満たすすべての x</translation>
    </message>
    <message>
        <source>the imputations</source>
        <translation>配分</translation>
    </message>
    <message>
        <source>nucleolus</source>
        <translation>仁</translation>
    </message>
    <message>
        <source>It lies in the core, as it must when the core is not empty.</source>
        <translation>コアが空でないときの定理どおり、仁はコアに属します。</translation>
    </message>
    <message>
        <source>It is not in the core although the core is not empty — please report this.</source>
        <translation>コアが空でないのに仁がコアに属しません — 報告してください。</translation>
    </message>
    <message numerus="yes">
        <source>Stages (a sequence of linear programmes, %n LP(s) solved)</source>
        <translation>
            <numerusform>段階（線形計画問題の列。%n 個の LP を解きました）</numerusform>
        </translation>
    </message>
    <message>
        <source>At stage k the largest excess t among the coalitions not yet fixed is minimised; the coalitions whose excess equals t&lt;sub&gt;k&lt;/sub&gt; in every optimum are fixed there.</source>
        <translation>段階 k では、まだ固定されていない提携の超過の最大値 t を最小化します。どの最適解でも超過が t&lt;sub&gt;k&lt;/sub&gt; に等しい提携をその段階で固定します。</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <source>t&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>t&lt;sub&gt;k&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>coalitions fixed at excess t&lt;sub&gt;k&lt;/sub&gt;</source>
        <translation>超過 t&lt;sub&gt;k&lt;/sub&gt; で固定される提携</translation>
    </message>
    <message>
        <source>Shapley value</source>
        <translation>シャープレイ値</translation>
    </message>
    <message>
        <source>Excesses e(x, S) = v(S) − x(S)</source>
        <translation>超過 e(x, S) = v(S) − x(S)</translation>
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
        <translation>赤: 正の超過（その提携は x を改善できます）。</translation>
    </message>
    <message>
        <source>The table of every coalition is shown for up to %1 players; O(x) below lists the largest excesses.</source>
        <translation>すべての提携の表は %1 人まで表示します。下の O(x) には大きい方の超過を示します。</translation>
    </message>
    <message>
        <source>Sorted excess vectors O(x)</source>
        <translation>並べ替えた超過ベクトル O(x)</translation>
    </message>
    <message>
        <source>O(nucleolus) = O(%1): both have the same sorted excesses.</source>
        <translation>O(仁) = O(%1): 並べ替えた超過は同じです。</translation>
    </message>
    <message>
        <source>O(nucleolus) &amp;lt;&lt;sub&gt;L&lt;/sub&gt; O(%1): they first differ at entry %2, where %3 &amp;lt; %4.</source>
        <translation>O(仁) &amp;lt;&lt;sub&gt;L&lt;/sub&gt; O(%1): 最初に異なるのは %2 番目の成分で、%3 &amp;lt; %4 です。</translation>
    </message>
    <message>
        <source>O(nucleolus) &amp;gt;&lt;sub&gt;L&lt;/sub&gt; O(%1): they first differ at entry %2, where %3 &amp;gt; %4 — the nucleolus is not lexicographically smallest (outside its domain?).</source>
        <translation>O(仁) &amp;gt;&lt;sub&gt;L&lt;/sub&gt; O(%1): 最初に異なるのは %2 番目の成分で、%3 &amp;gt; %4 です — 仁が辞書式順序で最小になっていません（範囲外の点？）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalOriginPage</name>
    <message>
        <source>Characteristic function of the strategic game (4.1)</source>
        <translation>戦略形ゲームの特性関数 (4.1)</translation>
    </message>
    <message>
        <source>This game was not built from a strategic-form game.</source>
        <translation>このゲームは戦略形ゲームから作られたものではありません。</translation>
    </message>
    <message>
        <source>v(S) is the value of the zero-sum game in which S, acting as one player with joint pure strategies, maximises the total payoff Σ&lt;sub&gt;i∈S&lt;/sub&gt; u&lt;sub&gt;i&lt;/sub&gt; of its members against N − S: the coalition&apos;s safety level.</source>
        <translation>v(S) は、S が結合純粋戦略をもつ 1 人のプレイヤーとして N − S に対しメンバーの利得の合計 Σ&lt;sub&gt;i∈S&lt;/sub&gt; u&lt;sub&gt;i&lt;/sub&gt; を最大化するゼロ和ゲームの値、つまり提携の安全水準です。</translation>
    </message>
    <message>
        <source>S = %1: the largest total payoff, v(N) = %2</source>
        <translation>S = %1: 利得の合計の最大値 v(N) = %2</translation>
    </message>
    <message>
        <source>S = %1 against %2: v(S) = Val = %3</source>
        <translation>S = %1 対 %2: v(S) = Val = %3</translation>
    </message>
    <message>
        <source>The table has v(%1) = %2, not %3: it was edited after it was generated.</source>
        <translation>表の v(%1) は %3 ではなく %2 です: 生成後に編集されています。</translation>
    </message>
    <message>
        <source>A %1 × %2 matrix (too large to show).</source>
        <translation>%1 × %2 行列（大きすぎるため表示しません）。</translation>
    </message>
    <message>
        <source>Every v(S) of the table equals the value computed from the strategic game.</source>
        <translation>表のすべての v(S) は戦略形ゲームから計算した値に等しいです。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalPathPage</name>
    <message>
        <source>Claims</source>
        <translation>請求額</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>v(N) from a to b</source>
        <translation>v(N) を a から b まで</translation>
    </message>
    <message>
        <source>bankruptcy: estate E from 0 to Σ claims</source>
        <translation>破産: 残余財産 E を 0 から請求額の合計まで</translation>
    </message>
    <message>
        <source>The family of games: this table with v(N) replaced by the parameter, or the bankruptcy game v(S) = max(0, E − claims outside S) with estate E</source>
        <translation>ゲームの族: この表の v(N) をパラメータで置き換えたもの、または残余財産 E の破産ゲーム v(S) = max(0, E − S 以外の請求額)</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>族</translation>
    </message>
    <message>
        <source>from</source>
        <translation>始点</translation>
    </message>
    <message>
        <source>to</source>
        <translation>終点</translation>
    </message>
    <message>
        <source>one claim per player, e.g. 10, 20, 30</source>
        <translation>プレイヤーごとに 1 つの請求額（例: 10, 20, 30）</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>分割数</translation>
    </message>
    <message>
        <source>Samples at from + k (to − from)/steps; a multiple of the range&apos;s length hits every integer</source>
        <translation>始点 + k (終点 − 始点)/分割数 で標本をとります。範囲の長さの倍数にすると、すべての整数を通ります</translation>
    </message>
    <message>
        <source>Computing the path… %1%</source>
        <translation>経路を計算中… %1%</translation>
    </message>
    <message>
        <source>The path needs the table of every coalition.</source>
        <translation>経路にはすべての提携の表が必要です。</translation>
    </message>
    <message>
        <source>This is a bankruptcy game: estate %1 and claims %2.</source>
        <translation>これは破産ゲームです: 残余財産 %1、請求額 %2。</translation>
    </message>
    <message>
        <source>Press Compute to trace the path.</source>
        <translation>経路をたどるには「計算」を押してください。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Type the range as numbers, e.g. 0 and 60.</source>
        <translation>範囲を数値で入力してください（例: 0 と 60）。</translation>
    </message>
    <message>
        <source>The end of the range must be larger than its start.</source>
        <translation>範囲の終点は始点より大きくなければなりません。</translation>
    </message>
    <message>
        <source>Claims must not be negative.</source>
        <translation>請求額は負であってはなりません。</translation>
    </message>
    <message>
        <source>The estate must not be negative.</source>
        <translation>残余財産は負であってはなりません。</translation>
    </message>
    <message>
        <source>Computing the path…</source>
        <translation>経路を計算中…</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>経路</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s); hover over a marker for the exact allocation.</source>
        <translation>
            <numerusform>標本 %n 個。マーカーにポインタを合わせると厳密な分配を表示します。</numerusform>
        </translation>
    </message>
    <message>
        <source>nucleolus</source>
        <translation>仁</translation>
    </message>
    <message>
        <source>Shapley value</source>
        <translation>シャープレイ値</translation>
    </message>
    <message>
        <source>Breakpoints of the %1:</source>
        <translation>%1の折れ点:</translation>
    </message>
    <message>
        <source>none between the samples (linear on the whole range)</source>
        <translation>標本の間にはありません（範囲全体で線形）</translation>
    </message>
    <message>
        <source>nucleolus at %1 = %2</source>
        <translation>%1 での仁 = %2</translation>
    </message>
    <message>
        <source>Shapley value at %1 = %2</source>
        <translation>%1 でのシャープレイ値 = %2</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalPicturePage</name>
    <message numerus="yes">
        <source>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n player(s). The Core page lists the core&apos;s vertices and inequalities.</source>
        <translation>
            <numerusform>配分の単体は 3 人（三角形）と 4 人（四面体）のゲームについて描きます。このゲームのプレイヤーは %n 人です。コアの頂点と不等式は「コア」ページにあります。</numerusform>
        </translation>
    </message>
    <message>
        <source>The imputations as a triangle, each corner a player (§4.2.4). Hover for a point&apos;s payoffs and excesses; click to choose it.</source>
        <translation>配分を三角形で表します。各頂点が 1 人のプレイヤーに対応します（§4.2.4）。ポインタを合わせると点の利得と超過を表示し、クリックで選択します。</translation>
    </message>
    <message>
        <source>The imputations as a tetrahedron with the core inside; drag to rotate, double-click to reset.</source>
        <translation>配分を四面体で表し、その中にコアを描きます。ドラッグで回転、ダブルクリックで元に戻します。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalPropertiesBar</name>
    <message>
        <source>(0,1)-normalise</source>
        <translation>(0,1) 正規化</translation>
    </message>
    <message>
        <source>Games with more than 10 players get their properties from the full analysis (Solve, F5).</source>
        <translation>10 人を超えるゲームの性質は完全な解析で調べます（「解く」、F5）。</translation>
    </message>
    <message>
        <source>Replace the game by its (0,1)-normalised form v&apos;(S) = (v(S) − Σ_{i∈S} v(i)) / (v(N) − Σ v(i)), so that every v&apos;(i) = 0 and v&apos;(N) = 1 (essential games only; undoable)</source>
        <translation>ゲームを (0,1) 正規形 v&apos;(S) = (v(S) − Σ_{i∈S} v(i)) / (v(N) − Σ v(i)) で置き換え、すべての v&apos;(i) = 0、v&apos;(N) = 1 にします（本質的なゲームのみ。元に戻せます）</translation>
    </message>
    <message>
        <source>Not known yet.</source>
        <translation>まだわかりません。</translation>
    </message>
    <message>
        <source>Not checked: the game has too many players for this test.</source>
        <translation>未確認: この判定にはプレイヤーが多すぎます。</translation>
    </message>
    <message>
        <source>Holds.</source>
        <translation>成り立ちます。</translation>
    </message>
    <message>
        <source>Does not hold: %1</source>
        <translation>成り立ちません: %1</translation>
    </message>
    <message>
        <source>superadditive</source>
        <translation>優加法的</translation>
    </message>
    <message>
        <source>v(S ∪ T) ≥ v(S) + v(T) for disjoint S, T.</source>
        <translation>互いに素な S, T について v(S ∪ T) ≥ v(S) + v(T)。</translation>
    </message>
    <message>
        <source>convex</source>
        <translation>凸</translation>
    </message>
    <message>
        <source>v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T.</source>
        <translation>すべての S, T について v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T)。</translation>
    </message>
    <message>
        <source>monotone</source>
        <translation>単調</translation>
    </message>
    <message>
        <source>v(S) ≤ v(T) whenever S ⊆ T.</source>
        <translation>S ⊆ T ならば v(S) ≤ v(T)。</translation>
    </message>
    <message>
        <source>essential</source>
        <translation>本質的</translation>
    </message>
    <message>
        <source>Σ v(i) &lt; v(N): cooperation pays.</source>
        <translation>Σ v(i) &lt; v(N): 協力すると得をします。</translation>
    </message>
    <message>
        <source>constant-sum</source>
        <translation>定和</translation>
    </message>
    <message>
        <source>v(S) + v(N − S) = v(N) for every S.</source>
        <translation>すべての S について v(S) + v(N − S) = v(N)。</translation>
    </message>
    <message>
        <source>simple</source>
        <translation>単純</translation>
    </message>
    <message>
        <source>Every v(S) is 0 or 1, and v(N) = 1.</source>
        <translation>すべての v(S) が 0 か 1 で、v(N) = 1。</translation>
    </message>
    <message>
        <source>symmetric</source>
        <translation>対称</translation>
    </message>
    <message>
        <source>v(S) depends on |S| only.</source>
        <translation>v(S) は |S| だけで決まります。</translation>
    </message>
    <message>
        <source>v(%1) + v(%2) = %3 + %4 &gt; v(%5) = %6.</source>
        <translation>v(%1) + v(%2) = %3 + %4 &gt; v(%5) = %6。</translation>
    </message>
    <message>
        <source>v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T: a player&apos;s marginal contribution grows with the coalition it joins.</source>
        <translation>すべての S, T について v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T): プレイヤーの限界貢献は、加わる提携が大きいほど大きくなります。</translation>
    </message>
    <message>
        <source>%1 adds %2 to %3 but only %4 to %5.</source>
        <translation>%1 は %3 に %2 をもたらしますが、%5 には %4 しかもたらしません。</translation>
    </message>
    <message>
        <source>v(%1) = %2 &gt; v(%3) = %4.</source>
        <translation>v(%1) = %2 &gt; v(%3) = %4。</translation>
    </message>
    <message>
        <source>Σ v(i) &lt; v(N): cooperation pays (surplus v(N) − Σ v(i) = %1).</source>
        <translation>Σ v(i) &lt; v(N): 協力すると得をします（余剰 v(N) − Σ v(i) = %1）。</translation>
    </message>
    <message>
        <source>the surplus v(N) − Σ v(i) = %1 is not positive, so the only imputation is (v(1), …, v(n)).</source>
        <translation>余剰 v(N) − Σ v(i) = %1 が正でないので、配分は (v(1), …, v(n)) だけです。</translation>
    </message>
    <message>
        <source>v(%1) + v(%2) = %3, but v(N) = %4.</source>
        <translation>v(%1) + v(%2) = %3 ですが、v(N) = %4 です。</translation>
    </message>
    <message>
        <source>Every v(S) is 0 or 1, and v(N) = 1 (a voting game: S wins or loses).</source>
        <translation>すべての v(S) が 0 か 1 で、v(N) = 1（投票ゲーム: S は勝つか負けるか）。</translation>
    </message>
    <message>
        <source>v(%1) = %2.</source>
        <translation>v(%1) = %2。</translation>
    </message>
    <message>
        <source>v(%1) = %2 but v(%3) = %4.</source>
        <translation>v(%1) = %2 ですが v(%3) = %4 です。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalShapleyPage</name>
    <message>
        <source>Formula (4.6) for player</source>
        <translation>公式 (4.6) を表示するプレイヤー</translation>
    </message>
    <message>
        <source>Show φ_i = Σ_{S∋i} (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})] term by term for this player</source>
        <translation>このプレイヤーについて φ_i = Σ_{S∋i} (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})] を項ごとに表示します</translation>
    </message>
    <message>
        <source>Shapley value</source>
        <translation>シャープレイ値</translation>
    </message>
    <message>
        <source>The Shapley value needs the table of every coalition; for this voting game see the Shapley–Shubik index on the Voting power page.</source>
        <translation>シャープレイ値にはすべての提携の表が必要です。この投票ゲームについては「投票力」ページのシャープレイ・シュービック指数を見てください。</translation>
    </message>
    <message>
        <source>φ = %1</source>
        <translation>φ = %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>φ&lt;sub&gt;i&lt;/sub&gt;</source>
        <translation>φ&lt;sub&gt;i&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>小数</translation>
    </message>
    <message>
        <source>Σ</source>
        <translation>Σ</translation>
    </message>
    <message>
        <source>Efficient: Σφ&lt;sub&gt;i&lt;/sub&gt; = v(N) = %1.</source>
        <translation>効率的: Σφ&lt;sub&gt;i&lt;/sub&gt; = v(N) = %1。</translation>
    </message>
    <message>
        <source>The Shapley value is in the core.</source>
        <translation>シャープレイ値はコアに属します。</translation>
    </message>
    <message>
        <source>%1 (excess %2)</source>
        <translation>%1（超過 %2）</translation>
    </message>
    <message>
        <source>The Shapley value is &lt;b&gt;not&lt;/b&gt; in the core: it is unstable via %1.</source>
        <translation>シャープレイ値はコアに属&lt;b&gt;しません&lt;/b&gt;: %1 を通じて不安定です。</translation>
    </message>
    <message>
        <source>Dividends and unanimity games (4.3.2)</source>
        <translation>配当と全員一致ゲーム (4.3.2)</translation>
    </message>
    <message numerus="yes">
        <source>c&lt;sub&gt;T&lt;/sub&gt; = v(T) − Σ&lt;sub&gt;S⊊T&lt;/sub&gt; c&lt;sub&gt;S&lt;/sub&gt;, so that v = Σ c&lt;sub&gt;S&lt;/sub&gt; w&lt;sub&gt;S&lt;/sub&gt; with the unanimity games w&lt;sub&gt;S&lt;/sub&gt; (w&lt;sub&gt;S&lt;/sub&gt;(T) = 1 when S ⊆ T). Each member of S receives c&lt;sub&gt;S&lt;/sub&gt;/|S|, which adds up to φ (4.3). %n non-zero dividend(s):</source>
        <translation>
            <numerusform>c&lt;sub&gt;T&lt;/sub&gt; = v(T) − Σ&lt;sub&gt;S⊊T&lt;/sub&gt; c&lt;sub&gt;S&lt;/sub&gt; とおくと、全員一致ゲーム w&lt;sub&gt;S&lt;/sub&gt;（S ⊆ T のとき w&lt;sub&gt;S&lt;/sub&gt;(T) = 1）により v = Σ c&lt;sub&gt;S&lt;/sub&gt; w&lt;sub&gt;S&lt;/sub&gt; と表せます。S の各メンバーは c&lt;sub&gt;S&lt;/sub&gt;/|S| を受け取り、その合計が φ です (4.3)。0 でない配当は %n 個です:</numerusform>
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
        <translation>各メンバーへの c&lt;sub&gt;S&lt;/sub&gt;/|S|</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>最初の %1 個を表示します。</translation>
    </message>
    <message>
        <source>The dividends are listed for up to %1 players.</source>
        <translation>配当は %1 人までのゲームについて表示します。</translation>
    </message>
    <message>
        <source>Marginal contributions in every order (4.3.3)</source>
        <translation>すべての順序での限界貢献 (4.3.3)</translation>
    </message>
    <message>
        <source>The players join one at a time; each row gives what each player adds on arrival. φ&lt;sub&gt;i&lt;/sub&gt; is player i&apos;s average over the %1 orders.</source>
        <translation>プレイヤーは 1 人ずつ加わります。各行は、各プレイヤーが到着時にもたらす値です。φ&lt;sub&gt;i&lt;/sub&gt; は %1 通りの順序についてのプレイヤー i の平均です。</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>順序</translation>
    </message>
    <message>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>The table of all n! orders is shown for up to %1 players.</source>
        <translation>n! 通りすべての順序の表は %1 人まで表示します。</translation>
    </message>
    <message>
        <source>Formula (4.6) for %1</source>
        <translation>%1 についての公式 (4.6)</translation>
    </message>
    <message>
        <source>φ&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;S∋i&lt;/sub&gt; (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})]: the chance that i arrives just after S−{i}, times what i adds to it.</source>
        <translation>φ&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;S∋i&lt;/sub&gt; (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})]: i がちょうど S−{i} の後に到着する確率に、i がそこにもたらす値を掛けたもの。</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>v(S) − v(S−{i})</source>
        <translation>v(S) − v(S−{i})</translation>
    </message>
    <message>
        <source>product</source>
        <translation>積</translation>
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
        <translation>%1  ブロック</translation>
    </message>
    <message>
        <source>%1  tight</source>
        <translation>%1  タイト</translation>
    </message>
    <message>
        <source>The empty coalition: v(∅) = 0 always.</source>
        <translation>空提携: 常に v(∅) = 0。</translation>
    </message>
    <message numerus="yes">
        <source>Coalition %1: %2 (%n player(s)).</source>
        <translation>
            <numerusform>提携 %1: %2（%n 人）。</numerusform>
        </translation>
    </message>
    <message>
        <source>v(%1) = %2: what these players can get by cooperating, whatever the others do.</source>
        <translation>v(%1) = %2: ほかのプレイヤーが何をしても、これらのプレイヤーが協力して得られる値。</translation>
    </message>
    <message>
        <source>Excess at %1: e(x, %2) = v(%2) − x(%2) = %3 − %4 = %5.</source>
        <translation>%1 での超過: e(x, %2) = v(%2) − x(%2) = %3 − %4 = %5。</translation>
    </message>
    <message>
        <source>Positive: the members get less than they can earn together, so %1 blocks this point; it is not in the core.</source>
        <translation>正: メンバーは協力して得られる値より少なくしか得ていないので、%1 はこの点をブロックします。この点はコアに属しません。</translation>
    </message>
    <message>
        <source>Zero: %1 is tight (it gets exactly its value).</source>
        <translation>0: %1 はタイトです（ちょうど自分の値を得ています）。</translation>
    </message>
    <message>
        <source>Double-click or type to edit: an exact value such as 3, -2/7 or 0.25.</source>
        <translation>ダブルクリックまたは入力で編集: 3、-2/7、0.25 のような厳密な値。</translation>
    </message>
    <message>
        <source>v(%1) needs a value: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. It keeps %2.</source>
        <translation>v(%1) には値が必要です: 整数、-2/7 のような分数、0.25 のような小数を入力してください。値は %2 のままです。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25. v(%2) keeps %3.</source>
        <translation>「%1」は数値ではありません: 整数、-2/7 のような分数、0.25 のような小数を入力してください。v(%2) は %3 のままです。</translation>
    </message>
    <message>
        <source>Coalition S</source>
        <translation>提携 S</translation>
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
        <translation>超過 e(x,S)</translation>
    </message>
    <message>
        <source>Excess at %1</source>
        <translation>%1 での超過</translation>
    </message>
    <message>
        <source>The coalition: its members&apos; names run together, or in braces.</source>
        <translation>提携: メンバーの名前を続けて書くか、波括弧で囲んで表します。</translation>
    </message>
    <message>
        <source>Number of players in the coalition.</source>
        <translation>提携のプレイヤーの人数。</translation>
    </message>
    <message>
        <source>The characteristic function: exact, editable.</source>
        <translation>特性関数: 厳密な値で、編集できます。</translation>
    </message>
    <message>
        <source>e(x, S) = v(S) − Σ_{i∈S} x_i at the point chosen in the analysis (Shapley value, nucleolus, a core vertex, ...). Red: positive, S blocks x. Green: zero, S is tight.</source>
        <translation>解析で選んだ点（シャープレイ値、仁、コアの頂点など）での e(x, S) = v(S) − Σ_{i∈S} x_i。赤: 正で、S は x をブロックします。緑: 0 で、S はタイトです。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalText</name>
    <message>
        <source>Not computed automatically for a game this size — press Solve (F5).</source>
        <translation>この大きさのゲームでは自動では計算しません — 「解く」(F5) を押してください。</translation>
    </message>
    <message numerus="yes">
        <source>Type %n number(s), one per player, e.g. &quot;1, 3, 4&quot; (found %1).</source>
        <translation>
            <numerusform>プレイヤーごとに 1 つ、%n 個の数を入力してください（例: &quot;1, 3, 4&quot;）（%1 個ありました）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number (use 3, -1/2 or 0.25).</source>
        <translation>「%1」は数値ではありません（3、-1/2、0.25 のように入力してください）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalVotingForm</name>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weighted voting&lt;/b&gt; [q; w]: S wins when w(S)</source>
        <translation>&lt;b&gt;重み付き投票&lt;/b&gt; [q; w]: S が勝つのは w(S)</translation>
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
        <translation>「&gt; q」: 提携の重みがクォータを超えると勝ち（原典の定義、§4.3.4）。「≥ q」: クォータに達すると勝ち（「58 票が必要」）。</translation>
    </message>
    <message>
        <source>quota q</source>
        <translation>クォータ q</translation>
    </message>
    <message>
        <source>The quota: an exact number such as 50 or 7/2.</source>
        <translation>クォータ: 50 や 7/2 のような厳密な数。</translation>
    </message>
    <message>
        <source>weights w</source>
        <translation>重み w</translation>
    </message>
    <message>
        <source>One weight per player, separated by commas (&quot;10, 20, 30, 40&quot;). The number of weights is the number of players; beyond 20 players only the power indices are computed.</source>
        <translation>プレイヤーごとに 1 つの重みをカンマ区切りで（&quot;10, 20, 30, 40&quot;）。重みの個数がプレイヤーの人数です。20 人を超えると投票力指数だけを計算します。</translation>
    </message>
    <message>
        <source>Rebuild the game from these weights and quota (Enter in a field does the same; undoable)</source>
        <translation>この重みとクォータからゲームを作り直します（欄で Enter を押しても同じ。元に戻せます）</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s), total weight %1</source>
        <translation>
            <numerusform>%n 人、重みの合計 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The quota is missing: enter a number such as 50.</source>
        <translation>クォータがありません: 50 のような数を入力してください。</translation>
    </message>
    <message>
        <source>The quota &quot;%1&quot; is not a number: enter an integer, a fraction or a decimal.</source>
        <translation>クォータ「%1」は数値ではありません: 整数、分数、小数のいずれかを入力してください。</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>Weight %1 is negative (%2): weights must be 0 or more.</source>
        <translation>重み %1 が負です（%2）: 重みは 0 以上でなければなりません。</translation>
    </message>
    <message>
        <source>%1 weights, but a voting game has at most %2 players.</source>
        <translation>重みが %1 個ありますが、投票ゲームのプレイヤーは %2 人までです。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoalitionalVotingPage</name>
    <message>
        <source>Voting power</source>
        <translation>投票力</translation>
    </message>
    <message>
        <source>A coalition wins when its weight is more than the quota: w(S) &gt; %1 (the source&apos;s definition). Total weight %2.</source>
        <translation>提携は重みがクォータを超えると勝ちます: w(S) &gt; %1（原典の定義）。重みの合計 %2。</translation>
    </message>
    <message>
        <source>A coalition wins when its weight reaches the quota: w(S) ≥ %1 (&quot;%1 votes needed&quot;). Total weight %2.</source>
        <translation>提携は重みがクォータに達すると勝ちます: w(S) ≥ %1（「%1 票が必要」）。重みの合計 %2。</translation>
    </message>
    <message>
        <source>A weighted majority game: the quota is half the total weight.</source>
        <translation>重み付き多数決ゲーム: クォータは重みの合計の半分です。</translation>
    </message>
    <message>
        <source>Voting power is defined for simple games (every v(S) is 0 or 1 and v(N) = 1) such as weighted voting games [q; w₁, …, wₙ]. This game is not simple: see the Shapley value instead.</source>
        <translation>投票力は、重み付き投票ゲーム [q; w₁, …, wₙ] のような単純ゲーム（すべての v(S) が 0 か 1 で v(N) = 1）について定義されます。このゲームは単純ゲームではないので、代わりにシャープレイ値を見てください。</translation>
    </message>
    <message>
        <source>Shapley–Shubik index φ (4.7): the share of the %1 orders of arrival in which the player turns a losing coalition into a winning one (its pivots).</source>
        <translation>シャープレイ・シュービック指数 φ (4.7): %1 通りの到着順序のうち、そのプレイヤーが負け提携を勝ち提携に変える（ピボットとなる）順序の割合。</translation>
    </message>
    <message>
        <source>Banzhaf index: the player&apos;s swings (losing coalitions that win with it), normalised to sum 1, and absolute (swings / 2ⁿ⁻¹ = %1).</source>
        <translation>バンザフ指数: プレイヤーのスイング（そのプレイヤーが加わると勝つ負け提携）の数を、和が 1 になるよう正規化したものと、絶対指数（スイング数 / 2ⁿ⁻¹ = %1）。</translation>
    </message>
    <message>
        <source>Shapley–Shubik:</source>
        <translation>シャープレイ・シュービック:</translation>
    </message>
    <message>
        <source>Shapley–Shubik index</source>
        <translation>シャープレイ・シュービック指数</translation>
    </message>
    <message>
        <source>Banzhaf:</source>
        <translation>バンザフ:</translation>
    </message>
    <message>
        <source>Banzhaf index</source>
        <translation>バンザフ指数</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>weight share</source>
        <translation>重みの割合</translation>
    </message>
    <message>
        <source>Shapley–Shubik</source>
        <translation>シャープレイ・シュービック</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>小数</translation>
    </message>
    <message>
        <source>pivots</source>
        <translation>ピボット数</translation>
    </message>
    <message>
        <source>Banzhaf</source>
        <translation>バンザフ</translation>
    </message>
    <message>
        <source>absolute</source>
        <translation>絶対</translation>
    </message>
    <message>
        <source>swings</source>
        <translation>スイング数</translation>
    </message>
    <message>
        <source>The first %1 players are listed.</source>
        <translation>最初の %1 人を表示します。</translation>
    </message>
    <message>
        <source>The bar chart is drawn for up to %1 players.</source>
        <translation>棒グラフは %1 人まで描きます。</translation>
    </message>
    <message>
        <source>Winning coalitions, veto players and the core are listed when the game has a table (up to %1 players).</source>
        <translation>勝利提携、拒否権プレイヤー、コアは、ゲームに表があるとき（%1 人まで）に表示します。</translation>
    </message>
    <message>
        <source>Minimal winning coalitions</source>
        <translation>最小勝利提携</translation>
    </message>
    <message>
        <source>Winning coalitions</source>
        <translation>勝利提携</translation>
    </message>
    <message numerus="yes">
        <source>%n winning coalition(s) of %1:</source>
        <translation>
            <numerusform>%1 個中 %n 個の勝利提携:</numerusform>
        </translation>
    </message>
    <message>
        <source>Veto players and the core</source>
        <translation>拒否権プレイヤーとコア</translation>
    </message>
    <message>
        <source>No player has a veto (every v(N − {i}) = 1), so the core of this simple game is empty.</source>
        <translation>拒否権をもつプレイヤーはいない（すべての v(N − {i}) = 1）ので、この単純ゲームのコアは空です。</translation>
    </message>
    <message>
        <source>Veto players (v(N − {i}) = 0):</source>
        <translation>拒否権プレイヤー（v(N − {i}) = 0）:</translation>
    </message>
    <message>
        <source>The core gives everything to the veto players: x ≥ 0, Σx = 1, x&lt;sub&gt;i&lt;/sub&gt; = 0 for the others, i.e.</source>
        <translation>コアではすべてを拒否権プレイヤーに与えます: x ≥ 0、Σx = 1、ほかのプレイヤーは x&lt;sub&gt;i&lt;/sub&gt; = 0。すなわち</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::CoinRowBoard</name>
    <message>
        <source>Remove the last coin (key −)</source>
        <translation>最後のコインを取り除く（キー −）</translation>
    </message>
    <message>
        <source>Add a coin showing tails at the right end (key +)</source>
        <translation>右端に裏向きのコインを追加（キー +）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>選択を解除（Esc）</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>裏返す</translation>
    </message>
    <message>
        <source>Turn the selected coins over (Enter); the rightmost must show heads</source>
        <translation>選択したコインを裏返す（Enter）。右端のコインは表でなければなりません</translation>
    </message>
    <message>
        <source>Turn coin %1: press Turn or Enter.</source>
        <translation>コイン %1 を裏返す: 「裏返す」か Enter を押してください。</translation>
    </message>
    <message>
        <source>Turn coins %1: press Turn or Enter.</source>
        <translation>コイン %1 を裏返す: 「裏返す」か Enter を押してください。</translation>
    </message>
    <message>
        <source>Afterwards the nim-sum is %1.</source>
        <translation>着手後のニム和は %1 です。</translation>
    </message>
    <message>
        <source>Coin %1: %2</source>
        <translation>コイン %1: %2</translation>
    </message>
    <message>
        <source>Coins %1: %2</source>
        <translation>コイン %1: %2</translation>
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
        <translation>表なし: g = 0</translation>
    </message>
    <message>
        <source>g = %1 = %2</source>
        <translation>g = %1 = %2</translation>
    </message>
    <message>
        <source>P: the player to move loses</source>
        <translation>P: 手番のプレイヤーの負け</translation>
    </message>
    <message>
        <source>N: the player to move wins</source>
        <translation>N: 手番のプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>winning: turn %1</source>
        <translation>必勝手: %1 を裏返す</translation>
    </message>
    <message>
        <source>Set up: click a coin to turn it over; + and − change the number of coins.</source>
        <translation>配置: コインをクリックすると裏返ります。+ と − でコインの数を変更します。</translation>
    </message>
    <message>
        <source>Please wait…</source>
        <translation>お待ちください…</translation>
    </message>
    <message>
        <source>Coin %1: heads</source>
        <translation>コイン %1: 表</translation>
    </message>
    <message>
        <source>Coin %1: tails</source>
        <translation>コイン %1: 裏</translation>
    </message>
    <message>
        <source>g(%1) = %2</source>
        <translation>g(%1) = %2</translation>
    </message>
    <message>
        <source>Click to turn it over.</source>
        <translation>クリックで裏返します。</translation>
    </message>
    <message>
        <source>Click to add it to the move or take it out.</source>
        <translation>クリックで着手に加える／外す。</translation>
    </message>
    <message>
        <source>H</source>
        <comment>heads face of a coin</comment>
        <translation>表</translation>
    </message>
    <message>
        <source>T</source>
        <comment>tails face of a coin</comment>
        <translation>裏</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DominancePage</name>
    <message>
        <source>Step 2: remove dominated rows and columns</source>
        <translation>手順 2: 支配される行と列を除去する</translation>
    </message>
    <message>
        <source>A row is dominated when another row (or a mixture of rows) gives I at least as much against every column; a column is dominated when another column (or a mixture) makes II pay at most as much against every row. Deleting a dominated line keeps the value; deleting a weakly dominated one may lose some optimal strategies.</source>
        <translation>ある行は、別の行（または行の混合）がどの列に対しても I に少なくとも同じだけ与えるとき支配されます。ある列は、別の列（または列の混合）がどの行に対しても II の支払いを高々同じにするとき支配されます。支配される行・列を除いてもゲームの値は変わりませんが、弱く支配されるものを除くと一部の最適戦略が失われることがあります。</translation>
    </message>
    <message>
        <source>No row or column is dominated, even by a mixture.</source>
        <translation>混合戦略を含めても、支配される行・列はありません。</translation>
    </message>
    <message>
        <source>strict, by a mixture</source>
        <translation>混合による強支配</translation>
    </message>
    <message>
        <source>strict, pure</source>
        <translation>純粋戦略による強支配</translation>
    </message>
    <message>
        <source>weak, by a mixture</source>
        <translation>混合による弱支配</translation>
    </message>
    <message>
        <source>weak, pure</source>
        <translation>純粋戦略による弱支配</translation>
    </message>
    <message>
        <source>delete %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>(entrywise, over the columns still present)</source>
        <translation>（残っている列について成分ごと）</translation>
    </message>
    <message>
        <source>(entrywise, over the rows still present)</source>
        <translation>（残っている行について成分ごと）</translation>
    </message>
    <message>
        <source>Left: %1 x %2. The deleted lines are struck through in the table; they get probability 0.</source>
        <translation>残り: %1 × %2。削除した行・列は表で取り消し線付きになり、確率 0 となります。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DomineeringBoard</name>
    <message>
        <source>Click a cell to fill or empty it; drag across two empty cells to place a domino (vertical: Left&apos;s, blue; horizontal: Right&apos;s, red)</source>
        <translation>セルをクリックすると埋める／空ける。空いた 2 つのセルにまたがってドラッグするとドミノを置く（縦: 左、青。横: 右、赤）</translation>
    </message>
    <message>
        <source>Empty board: set rows and columns</source>
        <translation>空の盤: 行数と列数を設定</translation>
    </message>
    <message>
        <source>Fill a cell</source>
        <translation>セルを埋める</translation>
    </message>
    <message>
        <source>Empty a cell</source>
        <translation>セルを空ける</translation>
    </message>
    <message>
        <source>Place a vertical domino (Left&apos;s)</source>
        <translation>縦のドミノを置く（左）</translation>
    </message>
    <message>
        <source>Place a horizontal domino (Right&apos;s)</source>
        <translation>横のドミノを置く（右）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DuopolyCharts</name>
    <message>
        <source>Reaction curves: each firm&apos;s best output against the other&apos;s</source>
        <translation>反応曲線: 相手の生産量に対する各企業の最適生産量</translation>
    </message>
    <message>
        <source>q₁ (firm 1&apos;s output)</source>
        <translation>q₁（企業 1 の生産量）</translation>
    </message>
    <message>
        <source>q₂ (firm 2&apos;s output)</source>
        <translation>q₂（企業 2 の生産量）</translation>
    </message>
    <message>
        <source>Best response of firm 1</source>
        <translation>企業 1 の最適反応</translation>
    </message>
    <message>
        <source>Best response of firm 2</source>
        <translation>企業 2 の最適反応</translation>
    </message>
    <message>
        <source>Firm 1&apos;s iso-profit curve through the outcome</source>
        <translation>結果を通る企業 1 の等利潤曲線</translation>
    </message>
    <message>
        <source>Firm 2&apos;s iso-profit curve through the outcome</source>
        <translation>結果を通る企業 2 の等利潤曲線</translation>
    </message>
    <message>
        <source>Cournot</source>
        <translation>クールノー</translation>
    </message>
    <message>
        <source>Monopoly (firm 1 alone)</source>
        <translation>独占（企業 1 のみ）</translation>
    </message>
    <message>
        <source>Monopoly (firm 2 alone)</source>
        <translation>独占（企業 2 のみ）</translation>
    </message>
    <message>
        <source>Cartel</source>
        <translation>カルテル</translation>
    </message>
    <message>
        <source>Cournot equilibrium</source>
        <translation>クールノー均衡</translation>
    </message>
    <message>
        <source>Subgame-perfect outcome</source>
        <translation>部分ゲーム完全な結果</translation>
    </message>
    <message>
        <source>Undercutting: firm 1&apos;s profit when firm 2 charges %1</source>
        <translation>値下げ競争: 企業 2 の価格が %1 のときの企業 1 の利潤</translation>
    </message>
    <message>
        <source>p₁ (firm 1&apos;s price)</source>
        <translation>p₁（企業 1 の価格）</translation>
    </message>
    <message>
        <source>firm 1&apos;s profit</source>
        <translation>企業 1 の利潤</translation>
    </message>
    <message>
        <source>p₁ below p₂: the whole market</source>
        <translation>p₁ &lt; p₂: 市場全体</translation>
    </message>
    <message>
        <source>p₁ above p₂: no sales</source>
        <translation>p₁ &gt; p₂: 売上なし</translation>
    </message>
    <message>
        <source>p₁ = p₂: the market split</source>
        <translation>p₁ = p₂: 市場を折半</translation>
    </message>
    <message>
        <source>Equilibrium p₁ = p₂ = c</source>
        <translation>均衡 p₁ = p₂ = c</translation>
    </message>
    <message>
        <source>Price reaction lines p_i = (a + c + b·p_j)/2</source>
        <translation>価格反応直線 p_i = (a + c + b·p_j)/2</translation>
    </message>
    <message>
        <source>p₂ (firm 2&apos;s price)</source>
        <translation>p₂（企業 2 の価格）</translation>
    </message>
    <message>
        <source>Best price of firm 1</source>
        <translation>企業 1 の最適価格</translation>
    </message>
    <message>
        <source>Best price of firm 2</source>
        <translation>企業 2 の最適価格</translation>
    </message>
    <message>
        <source>Simultaneous (Bertrand)</source>
        <translation>同時手番（ベルトラン）</translation>
    </message>
    <message>
        <source>Bertrand equilibrium</source>
        <translation>ベルトラン均衡</translation>
    </message>
    <message>
        <source>Price leadership outcome</source>
        <translation>価格先導の結果</translation>
    </message>
    <message>
        <source>Entry deterrence: profits against the incumbent&apos;s output q₁</source>
        <translation>参入阻止: 既存企業の生産量 q₁ に対する利潤</translation>
    </message>
    <message>
        <source>q₁ (incumbent&apos;s output)</source>
        <translation>q₁（既存企業の生産量）</translation>
    </message>
    <message>
        <source>profit</source>
        <translation>利潤</translation>
    </message>
    <message>
        <source>Entrant&apos;s best profit if it enters</source>
        <translation>参入した場合の参入企業の最大利潤</translation>
    </message>
    <message>
        <source>Incumbent&apos;s profit (the entrant replying)</source>
        <translation>既存企業の利潤（参入企業が最適に応じる）</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>ゼロ</translation>
    </message>
    <message>
        <source>Deterrence output</source>
        <translation>阻止生産量</translation>
    </message>
    <message>
        <source>Monopoly output</source>
        <translation>独占生産量</translation>
    </message>
    <message>
        <source>Iterated elimination: the outputs left after each round close in on (a − c)/3</source>
        <translation>逐次消去: 各回の後に残る生産量は (a − c)/3 に近づきます</translation>
    </message>
    <message>
        <source>q (a firm&apos;s output)</source>
        <translation>q（1 企業の生産量）</translation>
    </message>
    <message>
        <source>round</source>
        <translation>回</translation>
    </message>
    <message>
        <source>Outputs not yet eliminated</source>
        <translation>まだ消去されていない生産量</translation>
    </message>
    <message>
        <source>(a − c)/3, the Cournot output</source>
        <translation>(a − c)/3、クールノーの生産量</translation>
    </message>
    <message>
        <source>Stackelberg (firm 1 leads)</source>
        <translation>シュタッケルベルク（企業 1 が先導）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::DuopolyEditor</name>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Reaction curves</source>
        <translation>反応曲線</translation>
    </message>
    <message>
        <source>Best-response lines in the (q₁, q₂) plane, iso-profit curves, Cournot, Stackelberg, monopoly and cartel points</source>
        <translation>(q₁, q₂) 平面の最適反応直線、等利潤曲線、クールノー・シュタッケルベルク・独占・カルテルの点</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>Price reaction lines, or the undercutting jump of homogeneous Bertrand</source>
        <translation>価格反応直線、または同質財ベルトランの値下げによる跳び</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>参入</translation>
    </message>
    <message>
        <source>The entrant&apos;s best profit and the incumbent&apos;s profit against the incumbent&apos;s output</source>
        <translation>既存企業の生産量に対する参入企業の最大利潤と既存企業の利潤</translation>
    </message>
    <message>
        <source>Cournot (quantities)</source>
        <translation>クールノー（数量）</translation>
    </message>
    <message>
        <source>Stackelberg (firm 1 leads)</source>
        <translation>シュタッケルベルク（企業 1 が先導）</translation>
    </message>
    <message>
        <source>Bertrand (prices)</source>
        <translation>ベルトラン（価格）</translation>
    </message>
    <message>
        <source>Price leadership (Stackelberg–Bertrand)</source>
        <translation>価格先導（シュタッケルベルク＝ベルトラン）</translation>
    </message>
    <message>
        <source>Entry deterrence</source>
        <translation>参入阻止</translation>
    </message>
    <message>
        <source>The model of competition (Ferguson §3.3)</source>
        <translation>競争の模型（Ferguson §3.3）</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型:</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型: %1</translation>
    </message>
    <message>
        <source>Demand intercept a:</source>
        <translation>需要の切片 a:</translation>
    </message>
    <message>
        <source>Price P = a − Q (quantity models), demand Q = a − P (price models)</source>
        <translation>価格 P = a − Q（数量模型）、需要 Q = a − P（価格模型）</translation>
    </message>
    <message>
        <source>Unit cost c:</source>
        <translation>単位費用 c:</translation>
    </message>
    <message>
        <source>Cost of each unit, the same for every firm unless costs are given</source>
        <translation>1 単位あたりの費用。個別の費用を与えない限り全企業で同じ</translation>
    </message>
    <message>
        <source>Substitution b:</source>
        <translation>代替 b:</translation>
    </message>
    <message>
        <source>Differentiated demand q_i = a − p_i + b·p_j (0 &lt; b &lt; 2); leave empty for homogeneous Bertrand</source>
        <translation>差別化需要 q_i = a − p_i + b·p_j（0 &lt; b &lt; 2）。同質財のベルトランなら空欄</translation>
    </message>
    <message>
        <source>Costs c₁, c₂, …:</source>
        <translation>費用 c₁, c₂, …:</translation>
    </message>
    <message>
        <source>One unit cost per firm, e.g. 1, 3; leave empty for equal costs c</source>
        <translation>企業ごとの単位費用（例: 1, 3）。全企業が費用 c なら空欄</translation>
    </message>
    <message>
        <source>Fixed cost F:</source>
        <translation>固定費 F:</translation>
    </message>
    <message>
        <source>Entry: the entrant pays F if it produces, the incumbent always. Cournot: one sunk fixed cost per firm, e.g. 2, 1</source>
        <translation>参入: 参入企業は生産すれば F を払い、既存企業は常に払う。クールノー: 企業ごとの埋没固定費（例: 2, 1）</translation>
    </message>
    <message>
        <source>Number of firms (Cournot)</source>
        <translation>企業数（クールノー）</translation>
    </message>
    <message>
        <source>Firms N:</source>
        <translation>企業数 N:</translation>
    </message>
    <message>
        <source>Firms: %1</source>
        <translation>企業数: %1</translation>
    </message>
    <message>
        <source>“%1” is not a number (use 3, -1/2 or 0.25).</source>
        <translation>「%1」は数ではありません（3、-1/2、0.25 のように入力してください）。</translation>
    </message>
    <message>
        <source>Fixed costs: %1</source>
        <translation>固定費: %1</translation>
    </message>
    <message>
        <source>Costs: %1</source>
        <translation>費用: %1</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>数を入力してください。</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>%1 = %2 に設定</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>No results: %1</source>
        <translation>結果なし: %1</translation>
    </message>
    <message>
        <source>Equilibrium</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Subgame-perfect outcome</source>
        <translation>部分ゲーム完全な結果</translation>
    </message>
    <message>
        <source>Firm</source>
        <translation>企業</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <source>Profit</source>
        <translation>利潤</translation>
    </message>
    <message>
        <source>Total output %1</source>
        <translation>総生産量 %1</translation>
    </message>
    <message>
        <source>market price %1</source>
        <translation>市場価格 %1</translation>
    </message>
    <message>
        <source>consumer surplus %1</source>
        <translation>消費者余剰 %1</translation>
    </message>
    <message>
        <source>If both set prices at once (Bertrand)</source>
        <translation>両者が同時に価格を決めた場合（ベルトラン）</translation>
    </message>
    <message>
        <source>If both choose at once (Cournot)</source>
        <translation>両者が同時に決めた場合（クールノー）</translation>
    </message>
    <message>
        <source>Monopoly:</source>
        <translation>独占:</translation>
    </message>
    <message>
        <source>quantity %1, price %2, profit %3</source>
        <translation>数量 %1、価格 %2、利潤 %3</translation>
    </message>
    <message>
        <source>Cartel (joint profit shared):</source>
        <translation>カルテル（共同利潤を分け合う）:</translation>
    </message>
    <message>
        <source>quantities %1, profits %2</source>
        <translation>数量 %1、利潤 %2</translation>
    </message>
    <message>
        <source>Iterated elimination of strictly dominated outputs:</source>
        <translation>強く支配される生産量の逐次消去:</translation>
    </message>
    <message>
        <source>the bounds %1 … close in on %2 (upper and lower bounds alternate).</source>
        <translation>限界 %1 … は %2 に近づきます（上界と下界が交互に現れます）。</translation>
    </message>
    <message>
        <source>blockaded: the monopoly output already keeps the entrant out</source>
        <translation>封鎖: 独占生産量だけで参入企業は入れません</translation>
    </message>
    <message>
        <source>deterred: the incumbent produces the deterrence output</source>
        <translation>阻止: 既存企業は阻止生産量を生産します</translation>
    </message>
    <message>
        <source>accommodated: the entrant comes in and the incumbent leads</source>
        <translation>容認: 参入企業が入り、既存企業が先導します</translation>
    </message>
    <message>
        <source>Entry is %1.</source>
        <translation>参入は %1。</translation>
    </message>
    <message>
        <source>Deterrence output %1 with profit %2; monopoly output %3 with profit %4.</source>
        <translation>阻止生産量 %1（利潤 %2）、独占生産量 %3（利潤 %4）。</translation>
    </message>
    <message>
        <source>Elimination</source>
        <translation>消去</translation>
    </message>
    <message>
        <source>Iterated elimination of strictly dominated outputs: the intervals shrinking to (a − c)/3</source>
        <translation>強く支配される生産量の逐次消去: (a − c)/3 へ縮む区間</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ErrorText</name>
    <message>
        <source>%1, line %2, column %3</source>
        <translation>%1、%2 行 %3 列</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1、%2 行</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行 %2 列</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>The file “%1” cannot be read.</source>
        <translation>ファイル「%1」を読み込めません。</translation>
    </message>
    <message>
        <source>The file “%1” cannot be written.</source>
        <translation>ファイル「%1」に書き込めません。</translation>
    </message>
    <message>
        <source>Expected %1, but found %2.</source>
        <translation>%1 が必要ですが、%2 がありました。</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>「%1」は数値ではありません。</translation>
    </message>
    <message>
        <source>Unsupported format: %1.</source>
        <translation>対応していない形式です: %1。</translation>
    </message>
    <message>
        <source>The document has version %1, but this program reads versions up to %2.</source>
        <translation>この文書のバージョンは %1 ですが、このプログラムが読めるのはバージョン %2 までです。</translation>
    </message>
    <message>
        <source>The game is malformed: %1.</source>
        <translation>ゲームの形式が正しくありません: %1。</translation>
    </message>
    <message>
        <source>The game has no strategies.</source>
        <translation>ゲームに戦略がありません。</translation>
    </message>
    <message>
        <source>The payoffs do not sum to zero at row %1, column %2.</source>
        <translation>行 %1、列 %2 で利得の和がゼロになりません。</translation>
    </message>
    <message>
        <source>The game is too large: %1 (the limit is %2).</source>
        <translation>ゲームが大きすぎます: %1（上限は %2）。</translation>
    </message>
    <message>
        <source>Invalid %1: %2.</source>
        <translation>%1 が無効です: %2。</translation>
    </message>
    <message>
        <source>The computation was cancelled.</source>
        <translation>計算はキャンセルされました。</translation>
    </message>
    <message>
        <source>The computation reached its time limit.</source>
        <translation>計算が制限時間に達しました。</translation>
    </message>
    <message>
        <source>Internal error: %1.</source>
        <translation>内部エラー: %1。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>“%1” (%2) is not a number.</source>
        <translation>「%1」（%2）は数値ではありません。</translation>
    </message>
    <message>
        <source>Player %1 does not have perfect recall (information set %2).</source>
        <translation>プレイヤー%1 は完全記憶を持ちません（情報集合 %2）。</translation>
    </message>
    <message>
        <source>The payoffs are not zero-sum (nor constant-sum) at node %1.</source>
        <translation>ノード %1 で利得がゼロ和（定和）になっていません。</translation>
    </message>
    <message>
        <source>chance probabilities that do not sum to 1</source>
        <translation>合計が 1 にならない偶然手番の確率</translation>
    </message>
    <message>
        <source>a negative chance probability</source>
        <translation>負の偶然手番の確率</translation>
    </message>
    <message>
        <source>an information set met twice on one play</source>
        <translation>1 つのプレイで 2 度通る情報集合</translation>
    </message>
    <message>
        <source>a player who forgets what they knew</source>
        <translation>知っていたことを忘れるプレイヤー</translation>
    </message>
    <message>
        <source>an end of play without payoffs</source>
        <translation>利得のないプレイの終点</translation>
    </message>
    <message>
        <source>a problem in the tree</source>
        <translation>木の問題</translation>
    </message>
    <message>
        <source>The tree is not valid at node %1: %2; see the problems listed beside the tree.</source>
        <translation>ノード %1 で木が正しくありません: %2。木の横の問題一覧を見てください。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>ファイルが空です。</translation>
    </message>
    <message>
        <source>The file is not a text file (it contains a NUL byte).</source>
        <translation>テキストファイルではありません（NUL バイトを含みます）。</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>「%1」はファイルではなくフォルダーです。</translation>
    </message>
    <message>
        <source>The file is nested more than %1 levels deep; no game needs that many.</source>
        <translation>ファイルの入れ子が %1 段を超えています。そこまで深いゲームはありません。</translation>
    </message>
    <message>
        <source>valid JSON</source>
        <translation>正しい JSON</translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>テキストの終わり</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>The computation failed numerically (detail for a bug report: %1).</source>
        <translation>数値計算に失敗しました（不具合報告用の詳細: %1）。</translation>
    </message>
    <message>
        <source>%1 must be a string.</source>
        <translation>%1 は文字列でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be a list.</source>
        <translation>%1 はリストでなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be an object.</source>
        <translation>%1 はオブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation>%1 は整数でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be true or false.</source>
        <translation>%1 は true か false でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must not be negative (found %2).</source>
        <translation>%1 は負であってはなりません（%2 でした）。</translation>
    </message>
    <message>
        <source>%1 must be positive (found %2).</source>
        <translation>%1 は正でなければなりません（%2 でした）。</translation>
    </message>
    <message>
        <source>%1 must be at least %2 (found %3).</source>
        <translation>%1 は %2 以上でなければなりません（%3 でした）。</translation>
    </message>
    <message>
        <source>%1 must be at most %2 (found %3).</source>
        <translation>%1 は %2 以下でなければなりません（%3 でした）。</translation>
    </message>
    <message>
        <source>%1 has no “%2”.</source>
        <translation>%1 に「%2」がありません。</translation>
    </message>
    <message>
        <source>%1 must have %2 entries, but has %3.</source>
        <translation>%1 は %2 個の要素を持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>%1 is %2, but there are only %3 (numbered from 0).</source>
        <translation>%1 は %2 ですが、%3 個しかありません（0 から番号付け）。</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3 (found %4).</source>
        <translation>%1 は %2 から %3 の間でなければなりません（%4 でした）。</translation>
    </message>
    <message>
        <source>“%2”</source>
        <translation>「%2」</translation>
    </message>
    <message>
        <source>“%2” or “%3”</source>
        <translation>「%2」または「%3」</translation>
    </message>
    <message>
        <source>a string in double quotes</source>
        <translation>二重引用符で囲んだ文字列</translation>
    </message>
    <message>
        <source>a value (“[”, “{”, a string, a number, true, false or null)</source>
        <translation>値（「[」、「{」、文字列、数、true、false、null）</translation>
    </message>
    <message>
        <source>a number between -1e308 and 1e308 (write exact numbers as strings)</source>
        <translation>-1e308 から 1e308 の数（正確な数は文字列で書いてください）</translation>
    </message>
    <message>
        <source>a closing “&quot;”</source>
        <translation>閉じる「&quot;」</translation>
    </message>
    <message>
        <source>“NFG” (a Gambit .nfg file)</source>
        <translation>「NFG」（Gambit の .nfg ファイル）</translation>
    </message>
    <message>
        <source>“EFG” (a Gambit .efg file)</source>
        <translation>「EFG」（Gambit の .efg ファイル）</translation>
    </message>
    <message>
        <source>the format version %2</source>
        <translation>形式のバージョン %2</translation>
    </message>
    <message>
        <source>“R” or “D”</source>
        <translation>「R」または「D」</translation>
    </message>
    <message>
        <source>the title in double quotes</source>
        <translation>二重引用符で囲んだタイトル</translation>
    </message>
    <message>
        <source>“{” before the player names</source>
        <translation>プレイヤー名の前の「{」</translation>
    </message>
    <message>
        <source>“{” before the strategies</source>
        <translation>戦略の前の「{」</translation>
    </message>
    <message>
        <source>a player name in double quotes or “}”</source>
        <translation>二重引用符で囲んだプレイヤー名か「}」</translation>
    </message>
    <message>
        <source>a strategy name in double quotes or “}”</source>
        <translation>二重引用符で囲んだ戦略名か「}」</translation>
    </message>
    <message>
        <source>a positive number of strategies</source>
        <translation>正の戦略数</translation>
    </message>
    <message>
        <source>“}” after the strategies</source>
        <translation>戦略の後の「}」</translation>
    </message>
    <message>
        <source>the outcome’s name in double quotes</source>
        <translation>二重引用符で囲んだ結果の名前</translation>
    </message>
    <message>
        <source>“}” after the outcome’s payoffs</source>
        <translation>結果の利得の後の「}」</translation>
    </message>
    <message>
        <source>a payoff</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>a payoff or “}”</source>
        <translation>利得か「}」</translation>
    </message>
    <message>
        <source>“{” or “}” in the outcome list</source>
        <translation>結果の一覧の「{」か「}」</translation>
    </message>
    <message>
        <source>an outcome number</source>
        <translation>結果の番号</translation>
    </message>
    <message>
        <source>an outcome number (0 for none)</source>
        <translation>結果の番号（なしは 0）</translation>
    </message>
    <message>
        <source>a node (“p”, “c” or “t”)</source>
        <translation>ノード（「p」、「c」、「t」）</translation>
    </message>
    <message>
        <source>another node (“p”, “c” or “t”): the tree is incomplete</source>
        <translation>木の続きとなるノード（「p」「c」「t」のいずれか）</translation>
    </message>
    <message>
        <source>the node’s name in double quotes</source>
        <translation>二重引用符で囲んだノード名</translation>
    </message>
    <message>
        <source>a player number</source>
        <translation>プレイヤー番号</translation>
    </message>
    <message>
        <source>an information set number</source>
        <translation>情報集合の番号</translation>
    </message>
    <message>
        <source>a chance probability</source>
        <translation>偶然手番の確率</translation>
    </message>
    <message>
        <source>an action name in double quotes and its probability, or “}”</source>
        <translation>二重引用符で囲んだ行動名とその確率、または「}」</translation>
    </message>
    <message>
        <source>an action name in double quotes or “}”</source>
        <translation>二重引用符で囲んだ行動名か「}」</translation>
    </message>
    <message>
        <source>a payoff, N{…} or a player</source>
        <translation>利得、N{…}、またはプレイヤー</translation>
    </message>
    <message>
        <source>N or a player (I, II, III, P4, …)</source>
        <translation>N またはプレイヤー（I、II、III、P4、…）</translation>
    </message>
    <message>
        <source>a label and “)”</source>
        <translation>ラベルと「)」</translation>
    </message>
    <message>
        <source>an action label</source>
        <translation>行動のラベル</translation>
    </message>
    <message>
        <source>%1 must be a list of strategy labels or a number of strategies.</source>
        <translation>%1 は戦略ラベルのリストか戦略の数でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must hold one payoff vector per pure profile (%2), but holds %3.</source>
        <translation>%1 は純粋戦略の組ごとに 1 つの利得ベクトル（%2 個）を持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>The game has no players.</source>
        <translation>ゲームにプレイヤーがいません。</translation>
    </message>
    <message>
        <source>The game has %1 players, but strategies are given for %2.</source>
        <translation>ゲームのプレイヤーは %1 人ですが、戦略は %2 人分与えられています。</translation>
    </message>
    <message>
        <source>The game needs %1 payoffs, but the file ends after %2.</source>
        <translation>ゲームには %1 個の利得が必要ですが、ファイルは %2 個で終わっています。</translation>
    </message>
    <message>
        <source>The file gives more payoffs than the %1 the game needs.</source>
        <translation>ファイルの利得が、ゲームに必要な %1 個より多くあります。</translation>
    </message>
    <message>
        <source>The game needs %1 outcome numbers, but the file ends after %2.</source>
        <translation>ゲームには %1 個の結果番号が必要ですが、ファイルは %2 個で終わっています。</translation>
    </message>
    <message>
        <source>The file gives more outcome numbers than the %1 the game needs.</source>
        <translation>ファイルの結果番号が、ゲームに必要な %1 個より多くあります。</translation>
    </message>
    <message>
        <source>Outcome %1 must hold one payoff per player (%2), but holds %3.</source>
        <translation>結果 %1 はプレイヤーごとに 1 つの利得（%2 個）を持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>Outcome %1 does not exist: the outcomes are numbered from 1 to %2 (0 for none).</source>
        <translation>結果 %1 はありません。結果の番号は 1 から %2 です（なしは 0）。</translation>
    </message>
    <message>
        <source>A zero-sum game has 2 players; the number of players here is %1.</source>
        <translation>ゼロ和ゲームのプレイヤーは 2 人ですが、ここでは %1 人です。</translation>
    </message>
    <message>
        <source>The game needs %1 payoff profiles, but the file gives %2.</source>
        <translation>ゲームには %1 個の利得の組が必要ですが、ファイルには %2 個あります。</translation>
    </message>
    <message>
        <source>Every payoff profile of a two-player game needs 2 payoffs.</source>
        <translation>2 人ゲームの利得の組はどれも 2 つの利得が必要です。</translation>
    </message>
    <message>
        <source>Text follows the end of the tree (%1): every node of the tree has been read.</source>
        <translation>木の終わりの後にテキストがあります（%1）。木のノードはすべて読み終えています。</translation>
    </message>
    <message>
        <source>Outcome %1 is used, but its payoffs are never given.</source>
        <translation>結果 %1 が使われていますが、その利得が与えられていません。</translation>
    </message>
    <message>
        <source>A whole number of at least %2 is expected here, but the file has “%1”.</source>
        <translation>ここには %2 以上の整数が必要ですが、ファイルには「%1」があります。</translation>
    </message>
    <message>
        <source>Player %1 does not exist (the number of players is %2).</source>
        <translation>プレイヤー %1 はいません（プレイヤー数は %2 です）。</translation>
    </message>
    <message>
        <source>The probability of action “%1” must not be negative (found %2).</source>
        <translation>行動「%1」の確率は負であってはなりません（%2 でした）。</translation>
    </message>
    <message>
        <source>An information set needs at least one action.</source>
        <translation>情報集合には少なくとも 1 つの行動が必要です。</translation>
    </message>
    <message>
        <source>Information set %1 of this player has %2 actions at its first node but %3 here.</source>
        <translation>このプレイヤーの情報集合 %1 は、最初のノードでは行動が %2 個ですが、ここでは %3 個です。</translation>
    </message>
    <message>
        <source>Information set %1 of this player appears for the first time without its list of actions.</source>
        <translation>このプレイヤーの情報集合 %1 が、行動の一覧なしで初めて現れています。</translation>
    </message>
    <message>
        <source>Outcome number %1 is larger than %2 (the %3 nodes so far + %4).</source>
        <translation>結果番号 %1 が %2（ここまでのノード数 %3 + %4）を超えています。</translation>
    </message>
    <message>
        <source>Player %1 is beyond the limit of %2 players.</source>
        <translation>プレイヤー %1 は上限の %2 人を超えています。</translation>
    </message>
    <message>
        <source>A leaf has %1 payoffs, but a tree has at most %2 players.</source>
        <translation>葉に %1 個の利得がありますが、木のプレイヤーは最大 %2 人です。</translation>
    </message>
    <message>
        <source>One-number leaves expand to %1 payoffs (%2 leaves × %3 players), more than the limit of %4.</source>
        <translation>数 1 つの葉を展開すると %1 個の利得（葉 %2 個 × プレイヤー %3 人）となり、上限 %4 を超えます。</translation>
    </message>
    <message>
        <source>A leaf must hold one payoff per player (%1), but holds %2.</source>
        <translation>葉はプレイヤーごとに 1 つの利得（%1 個）を持つ必要がありますが、%2 個です。</translation>
    </message>
    <message>
        <source>The nodes of set [%1] have different actions.</source>
        <translation>集合 [%1] のノードの行動が異なります。</translation>
    </message>
    <message>
        <source>%1 must be a non-empty list.</source>
        <translation>%1 は空でないリストでなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be one of %2, but is “%3”.</source>
        <translation>%1 は %2 のいずれかでなければなりませんが、「%3」です。</translation>
    </message>
    <message>
        <source>%1 must be a positive whole number (found %2).</source>
        <translation>%1 は正の整数でなければなりません（%2 でした）。</translation>
    </message>
    <message>
        <source>%1 has %2 entries, more than the limit of %3.</source>
        <translation>%1 の要素は %2 個で、上限の %3 を超えています。</translation>
    </message>
    <message>
        <source>The game has %1 players, more than the limit of %2.</source>
        <translation>ゲームのプレイヤーは %1 人で、上限の %2 人を超えています。</translation>
    </message>
    <message>
        <source>The tree has %1 nodes, more than the limit of %2.</source>
        <translation>木のノードは %1 個で、上限の %2 を超えています。</translation>
    </message>
    <message>
        <source>A game of %1 strategies has more than %2 cells (strategy profiles).</source>
        <translation>戦略数 %1 のゲームは %2 セル（戦略の組）を超えます。</translation>
    </message>
    <message>
        <source>A game of %1 strategies has %2 cells × %3 players = %4 payoffs, more than the limit of %5.</source>
        <translation>戦略数 %1 のゲームは %2 セル × %3 人 = %4 個の利得となり、上限 %5 を超えます。</translation>
    </message>
    <message>
        <source>The input has %1 bytes, more than the limit of %2 bytes.</source>
        <translation>入力は %1 バイトで、上限の %2 バイトを超えています。</translation>
    </message>
    <message>
        <source>The input has more than %1 bytes, more than the limit of %2 bytes.</source>
        <translation>入力は %1 バイトを超えており、上限の %2 バイトを超えています。</translation>
    </message>
    <message>
        <source>The document is of kind “%1”, but “%2” is expected here.</source>
        <translation>文書の種類は「%1」ですが、ここでは「%2」が必要です。</translation>
    </message>
    <message>
        <source>The text is neither a .nfg file nor a .gamelab document.</source>
        <translation>このテキストは .nfg ファイルでも .gamelab 文書でもありません。</translation>
    </message>
    <message>
        <source>This is an extensive-form (.efg) file; a strategic-form (.nfg) file is expected here.</source>
        <translation>これは展開形（.efg）ファイルです。ここでは戦略形（.nfg）ファイルが必要です。</translation>
    </message>
    <message>
        <source>The document must be a JSON object.</source>
        <translation>文書は JSON オブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>The document has no “%1”.</source>
        <translation>文書に「%1」がありません。</translation>
    </message>
    <message>
        <source>%1 must hold one payoff per player (%2), but holds %3.</source>
        <translation>%1 はプレイヤーごとに 1 つの利得（%2 個）を持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>%1 must hold one probability per action (%2), but holds %3.</source>
        <translation>%1 は行動ごとに 1 つの確率（%2 個）を持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>%1 must be a player number from 1 to %2 or “chance”.</source>
        <translation>%1 は 1 から %2 のプレイヤー番号か「chance」でなければなりません。</translation>
    </message>
    <message>
        <source>%1: only chance information sets have probabilities.</source>
        <translation>%1: 確率を持てるのは偶然手番の情報集合だけです。</translation>
    </message>
    <message>
        <source>%1: another information set of the same player already has the number %2.</source>
        <translation>%1: 同じプレイヤーの別の情報集合がすでに番号 %2 を使っています。</translation>
    </message>
    <message>
        <source>%1 lists the root (node 0) as a child.</source>
        <translation>%1 が根（ノード 0）を子として挙げています。</translation>
    </message>
    <message>
        <source>%1: node %2 lists itself as a child (a cycle).</source>
        <translation>%1: ノード %2 が自分自身を子として挙げています（循環）。</translation>
    </message>
    <message>
        <source>%1: node %2 has two parents (nodes %3 and %4); a node of a tree has one.</source>
        <translation>%1: ノード %2 に親が 2 つあります（ノード %3 と %4）。木のノードの親は 1 つです。</translation>
    </message>
    <message>
        <source>%1: node %2 has no children but belongs to information set %3.</source>
        <translation>%1: ノード %2 は子を持たないのに情報集合 %3 に属しています。</translation>
    </message>
    <message>
        <source>%1 has children but no “infoset” saying who moves there.</source>
        <translation>%1 は子を持ちますが、誰の手番かを示す「infoset」がありません。</translation>
    </message>
    <message>
        <source>%1: the number of children (%2) differs from the number of actions of information set %3 (%4).</source>
        <translation>%1: 子の数（%2）が情報集合 %3 の行動の数（%4）と異なります。</translation>
    </message>
    <message>
        <source>%1 is the information set of no node.</source>
        <translation>%1 はどのノードの情報集合でもありません。</translation>
    </message>
    <message>
        <source>Nodes %2 form a cycle (at %1).</source>
        <translation>ノード %2 が循環しています（%1）。</translation>
    </message>
    <message>
        <source>%1 cannot be reached from the root (node 0).</source>
        <translation>%1 には根（ノード 0）から到達できません。</translation>
    </message>
    <message>
        <source>%1 must be a pair [a, b] of whole numbers.</source>
        <translation>%1 は整数の組 [a, b] でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be a pair of numbers [x, y].</source>
        <translation>%1 は数の組 [x, y] でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must hold one point per vertex (%2), but holds %3.</source>
        <translation>%1 は頂点ごとに 1 つの点（%2 個）を持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>%1 may hold only H (heads) and T (tails), but holds “%2”.</source>
        <translation>%1 には H（表）と T（裏）しか使えませんが、「%2」があります。</translation>
    </message>
    <message>
        <source>%1 must be true/false or 1/0.</source>
        <translation>%1 は true/false か 1/0 でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be a string of H and T or a list of booleans.</source>
        <translation>%1 は H と T の文字列か真偽値のリストでなければなりません。</translation>
    </message>
    <message>
        <source>%1 must hold one rule, or one per heap (%2), but holds %3.</source>
        <translation>%1 は規則を 1 つ、または山ごとに 1 つ（%2 個）持つ必要がありますが、%3 個です。</translation>
    </message>
    <message>
        <source>%1 must be a rule spec or a list of them.</source>
        <translation>%1 は規則の指定かそのリストでなければなりません。</translation>
    </message>
    <message>
        <source>“%2” is played with Nim moves; %1 must be “nim”.</source>
        <translation>「%2」はニムの着手で遊ぶので、%1 は「nim」でなければなりません。</translation>
    </message>
    <message>
        <source>%1: square %2 is off the strip of %3 squares.</source>
        <translation>%1: マス %2 は %3 マスの帯の外です。</translation>
    </message>
    <message>
        <source>%1 is off the %2 × %2 board.</source>
        <translation>%1 は %2 × %2 の盤の外です。</translation>
    </message>
    <message>
        <source>%1: a checker is off the board of width %2.</source>
        <translation>%1: 駒が幅 %2 の盤の外にあります。</translation>
    </message>
    <message>
        <source>%1: both checkers are on one square.</source>
        <translation>%1: 2 つの駒が同じマスにあります。</translation>
    </message>
    <message>
        <source>%1 must be “greater” (a coalition wins if its weight is above the quota) or “at-least” (if its weight reaches the quota).</source>
        <translation>%1 は「greater」（重みが基準を超えれば勝利）か「at-least」（重みが基準に達すれば勝利）でなければなりません。</translation>
    </message>
    <message>
        <source>%1 must be a list of names or a number of players.</source>
        <translation>%1 は名前のリストかプレイヤーの数でなければなりません。</translation>
    </message>
    <message>
        <source>%1 needs “v” (one value per coalition) or “voting” (quota and weights).</source>
        <translation>%1 には「v」（提携ごとに 1 つの値）か「voting」（基準と重み）が必要です。</translation>
    </message>
    <message>
        <source>%1: the number of weights (%2) differs from the number of players (%3).</source>
        <translation>%1: 重みの数（%2）がプレイヤーの数（%3）と異なります。</translation>
    </message>
    <message>
        <source>%1 must have 2^n entries, one per coalition of n players with the empty one first (found %2).</source>
        <translation>%1 は n 人の提携ごとに 1 つ、空提携を先頭に 2^n 個の要素を持つ必要があります（%2 個でした）。</translation>
    </message>
    <message>
        <source>%1 players as a full table need 2^%1 coalition values; a table allows at most %2 players (give “voting” for a voting game).</source>
        <translation>%1 人の完全な表には 2^%1 個の提携値が必要です。表は %2 人までです（投票ゲームなら「voting」を指定してください）。</translation>
    </message>
    <message>
        <source>%1 has no value (every coalition needs one; write 0 for none).</source>
        <translation>%1 に値がありません（どの提携にも値が必要です。なければ 0 と書いてください）。</translation>
    </message>
    <message>
        <source>%1, the value of the empty coalition, must be 0 (found %2).</source>
        <translation>空提携の値 %1 は 0 でなければなりません（%2 でした）。</translation>
    </message>
    <message>
        <source>%1 is %2, but the voting rule gives %3.</source>
        <translation>%1 は %2 ですが、投票規則では %3 です。</translation>
    </message>
    <message>
        <source>“%1” is not an octal code such as 0.77.</source>
        <translation>「%1」は 0.77 のような 8 進コードではありません。</translation>
    </message>
    <message>
        <source>“%1” is not a hex code such as 0.F.</source>
        <translation>「%1」は 0.F のような 16 進コードではありません。</translation>
    </message>
    <message>
        <source>The number of digits in the code is %1, but the limit is %2.</source>
        <translation>コードの桁数は %1 ですが、上限は %2 です。</translation>
    </message>
    <message>
        <source>“%1” in “%2” is not an octal digit (0 to 7).</source>
        <translation>「%2」の「%1」は 8 進の数字（0〜7）ではありません。</translation>
    </message>
    <message>
        <source>“%1” in “%2” is not a hexadecimal digit (0 to 9, A to F).</source>
        <translation>「%2」の「%1」は 16 進の数字（0〜9、A〜F）ではありません。</translation>
    </message>
    <message>
        <source>“%1” repeats its last digit (“...”) but has no digit after the point.</source>
        <translation>「%1」は最後の数字の繰り返し（「...」）を指定していますが、小数点の後に数字がありません。</translation>
    </message>
    <message>
        <source>The subtraction set is empty.</source>
        <translation>減算集合が空です。</translation>
    </message>
    <message>
        <source>“%1” in the subtraction set is not a whole number.</source>
        <translation>減算集合の「%1」は整数ではありません。</translation>
    </message>
    <message>
        <source>The subtraction set holds %1, but its numbers must be from 1 to %2.</source>
        <translation>減算集合に %1 がありますが、数は 1 から %2 でなければなりません。</translation>
    </message>
    <message>
        <source>“%1” needs a code after a colon, such as %1:0.77.</source>
        <translation>「%1」にはコロンの後にコードが必要です（例 %1:0.77）。</translation>
    </message>
    <message>
        <source>“%1” takes nothing after a colon (found “%2”).</source>
        <translation>「%1」はコロンの後に何も取りません（「%2」がありました）。</translation>
    </message>
    <message>
        <source>“%1” is not the name of a heap rule.</source>
        <translation>「%1」は山の規則の名前ではありません。</translation>
    </message>
    <message>
        <source>“%1” is not a coin rule (the rules are turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:S and one-or-two:S).</source>
        <translation>「%1」は硬貨の規則ではありません（規則は turning-turtles、twins、mock-turtles、triplets、ruler、rulerette、grunt、subtraction:S、one-or-two:S です）。</translation>
    </message>
    <message>
        <source>No rule was given.</source>
        <translation>規則が指定されていません。</translation>
    </message>
    <message>
        <source>No code was given (such as 0.77).</source>
        <translation>コードが指定されていません（0.77 など）。</translation>
    </message>
    <message>
        <source>k must be a whole number from %2 to %3 (found “%1”).</source>
        <translation>k は %2 から %3 の整数でなければなりません（「%1」でした）。</translation>
    </message>
    <message>
        <source>Values up to heap %1 were asked for, but the limit is %2.</source>
        <translation>山 %1 までの値が求められましたが、上限は %2 です。</translation>
    </message>
    <message>
        <source>There is not enough memory for the values up to heap %1.</source>
        <translation>山 %1 までの値を求めるにはメモリが足りません。</translation>
    </message>
    <message>
        <source>The misère analysis up to heap %1 needs more than %2 positions.</source>
        <translation>山 %1 までの逆形の解析には %2 を超える局面が必要です。</translation>
    </message>
    <message>
        <source>The analysis needs more than %1 positions.</source>
        <translation>この解析には %1 を超える局面が必要です。</translation>
    </message>
    <message>
        <source>The number of arcs is %1, but the limit is %2.</source>
        <translation>弧の数は %1 ですが、上限は %2 です。</translation>
    </message>
    <message>
        <source>The Wythoff board size must be from 0 to %2 (found %1).</source>
        <translation>ワイソフの盤の大きさは 0 から %2 でなければなりません（%1 でした）。</translation>
    </message>
    <message>
        <source>The number of stones must be from %2 to %3 (found %1).</source>
        <translation>石の数は %2 から %3 でなければなりません（%1 でした）。</translation>
    </message>
    <message>
        <source>The number of rows must be from %2 to %3 (found %1).</source>
        <translation>行の数は %2 から %3 でなければなりません（%1 でした）。</translation>
    </message>
    <message>
        <source>Row %1 has length %2, but a length must be from 0 to %3.</source>
        <translation>行 %1 の長さは %2 ですが、長さは 0 から %3 でなければなりません。</translation>
    </message>
    <message>
        <source>The number of non-empty rows is %1, but the limit is %2.</source>
        <translation>空でない行の数は %1 ですが、上限は %2 です。</translation>
    </message>
    <message>
        <source>The rows hold no sticks.</source>
        <translation>行に棒がありません。</translation>
    </message>
    <message>
        <source>%1 names vertex %2, but the number of vertices is %3 (numbered from 0).</source>
        <translation>%1 は頂点 %2 を指していますが、頂点の数は %3 です（0 から番号付け）。</translation>
    </message>
    <message>
        <source>The picture has no ground vertex 0 (the number of vertices is %1).</source>
        <translation>図に地面の頂点 0 がありません（頂点の数は %1 です）。</translation>
    </message>
    <message>
        <source>Misère play is not supported for this game.</source>
        <translation>このゲームでは逆形はサポートされていません。</translation>
    </message>
    <message>
        <source>No move is possible in this position.</source>
        <translation>この局面では着手できません。</translation>
    </message>
    <message>
        <source>The position has no component %1.</source>
        <translation>この局面に成分 %1 はありません。</translation>
    </message>
    <message>
        <source>Queen %1 stands at (%2, %3), off the board of size %4.</source>
        <translation>クイーン %1 は (%2, %3) にあり、大きさ %4 の盤の外です。</translation>
    </message>
    <message>
        <source>The number of rules is %1 and the number of heaps is %2; give one rule, or one rule per heap.</source>
        <translation>規則の数は %1、山の数は %2 です。規則を 1 つ、または山ごとに 1 つ指定してください。</translation>
    </message>
    <message>
        <source>Row %1 has its checkers on squares %2 and %3, but they must stand on different squares of a board of width %4 (numbered from 0).</source>
        <translation>行 %1 の駒はマス %2 と %3 にありますが、幅 %4 の盤（0 から番号付け）の異なるマスになければなりません。</translation>
    </message>
    <message>
        <source>A position can be reached from itself, so the game has no Grundy values.</source>
        <translation>ある局面から自分自身に戻れるため、このゲームにはグランディ数がありません。</translation>
    </message>
    <message>
        <source>%1 must be a number from 0 to 1 (found %2).</source>
        <translation>%1 は 0 から 1 の数でなければなりません（%2 でした）。</translation>
    </message>
    <message>
        <source>This needs a game of 2 players; this game has %1.</source>
        <translation>これには 2 人ゲームが必要ですが、このゲームのプレイヤーは %1 人です。</translation>
    </message>
    <message>
        <source>This analysis needs the table of coalition values, which is kept only for games of up to %2 players; this game has %1.</source>
        <translation>この分析には提携値の表が必要ですが、表は %2 人までのゲームにしか保持されません。このゲームは %1 人です。</translation>
    </message>
    <message>
        <source>The game has no imputation: the players get %1 alone but only %2 together.</source>
        <translation>このゲームには配分がありません: プレイヤーは単独で %1 を得ますが、全員で %2 しか得られません。</translation>
    </message>
    <message>
        <source>The game is not essential (v(N) − Σ v({i}) = %1 is not positive), so it has no (0, 1)-normalisation.</source>
        <translation>このゲームは本質的ではありません（v(N) − Σ v({i}) = %1 が正でない）ので、(0, 1) 正規化はありません。</translation>
    </message>
    <message>
        <source>The game is not simple (a value other than 0 and 1, or a losing coalition containing a winning one).</source>
        <translation>このゲームは単純ゲームではありません（0 と 1 以外の値、または勝利提携を含む敗北提携があります）。</translation>
    </message>
    <message>
        <source>The number of players changes along the path (%1, then %2).</source>
        <translation>経路の途中でプレイヤー数が変わります（%1、次に %2）。</translation>
    </message>
    <message>
        <source>The carrier must be a non-empty coalition of the players, not %1.</source>
        <translation>キャリアはプレイヤーの空でない提携でなければなりません（%1 ではなく）。</translation>
    </message>
    <message>
        <source>The weights are too large to count swings exactly (their sum exceeds %1).</source>
        <translation>重みが大きすぎてスイングを正確に数えられません（合計が %1 を超えます）。</translation>
    </message>
    <message>
        <source>Counting swings would need a table of more than %1 cells.</source>
        <translation>スイングを数えるには %1 セルを超える表が必要になります。</translation>
    </message>
    <message>
        <source>The graphical method for 2 × n games needs 2 rows; the game is %1.</source>
        <translation>2 × n ゲームの図解法には 2 行が必要ですが、このゲームは %1 です。</translation>
    </message>
    <message>
        <source>The graphical method for m × 2 games needs 2 columns; the game is %1.</source>
        <translation>m × 2 ゲームの図解法には 2 列が必要ですが、このゲームは %1 です。</translation>
    </message>
    <message>
        <source>The graphical method needs 2 rows or 2 columns; the game is %1.</source>
        <translation>図解法には 2 行か 2 列が必要ですが、このゲームは %1 です。</translation>
    </message>
    <message>
        <source>This needs a 2 × 2 game; the game is %1.</source>
        <translation>これには 2 × 2 ゲームが必要ですが、このゲームは %1 です。</translation>
    </message>
    <message>
        <source>This needs a square matrix, not %1.</source>
        <translation>これには正方行列が必要です（%1 ではなく）。</translation>
    </message>
    <message>
        <source>%1 must not be empty.</source>
        <translation>%1 は空であってはなりません。</translation>
    </message>
    <message>
        <source>%1 names a strategy twice.</source>
        <translation>%1 が同じ戦略を 2 度指定しています。</translation>
    </message>
    <message>
        <source>The pivot method has already finished.</source>
        <translation>ピボット法はすでに終了しています。</translation>
    </message>
    <message>
        <source>Column %1 has no negative entry in the bottom row, so it cannot be pivoted on.</source>
        <translation>列 %1 は最下行に負の要素がないため、ピボットに選べません。</translation>
    </message>
    <message>
        <source>The entry in row %1, column %2 is not positive, so it cannot be the pivot.</source>
        <translation>行 %1、列 %2 の要素は正でないため、ピボットにできません。</translation>
    </message>
    <message>
        <source>Row %1 does not have the smallest ratio in column %2, so it cannot be the pivot.</source>
        <translation>行 %1 は列 %2 で最小の比を持たないため、ピボットにできません。</translation>
    </message>
    <message>
        <source>The pivot method shows games up to %2; this one is %1.</source>
        <translation>ピボット法で表示できるのは %2 までのゲームです。このゲームは %1 です。</translation>
    </message>
    <message>
        <source>A die must have between %2 and %3 sides, not %1.</source>
        <translation>サイコロの面の数は %2 から %3 でなければなりません（%1 ではなく）。</translation>
    </message>
    <message>
        <source>The strategic form would have %1 strategies, more than %2 cells.</source>
        <translation>戦略形は %1 個の戦略となり、%2 セルを超えます。</translation>
    </message>
    <message>
        <source>This program does not know documents of kind “%1” (a newer version may).</source>
        <translation>このプログラムは種類「%1」の文書を扱えません（新しい版なら扱えるかもしれません）。</translation>
    </message>
    <message>
        <source>The unit cost %1 = %2 must be below the demand intercept a = %3; otherwise no firm would produce.</source>
        <translation>単位費用 %1 = %2 は需要の切片 a = %3 より小さくなければなりません。そうでないとどの企業も生産しません。</translation>
    </message>
    <message>
        <source>The substitution parameter b must be above 0 and below 2 (found %1); otherwise there is no interior price equilibrium.</source>
        <translation>代替パラメータ b は 0 より大きく 2 より小さくなければなりません（%1 でした）。そうでないと内点の価格均衡がありません。</translation>
    </message>
    <message>
        <source>With b = %1 (b squared at least 2) the price leader&apos;s profit grows without bound; the Stackelberg-Bertrand model needs b squared below 2.</source>
        <translation>b = %1（b の 2 乗が 2 以上）では価格リーダーの利潤が限りなく大きくなります。シュタッケルベルク＝ベルトラン模型には b の 2 乗が 2 未満である必要があります。</translation>
    </message>
    <message>
        <source>The %1 model needs the parameter %2.</source>
        <translation>%1 模型にはパラメータ %2 が必要です。</translation>
    </message>
    <message>
        <source>The %1 model does not use the parameter %2.</source>
        <translation>%1 模型はパラメータ %2 を使いません。</translation>
    </message>
    <message>
        <source>Firm %1 would produce %2, a negative quantity, in the interior Cournot formula; its cost is too high for an interior equilibrium.</source>
        <translation>内点のクールノー公式では企業 %1 の生産量が %2 と負になります。費用が高すぎて内点均衡がありません。</translation>
    </message>
    <message>
        <source>The feasible set has no points: give at least one payoff pair.</source>
        <translation>実現可能集合に点がありません。利得の組を 1 つ以上与えてください。</translation>
    </message>
    <message>
        <source>Node %1 is a chance node. The kingmaker analysis needs a tree without chance.</source>
        <translation>ノード %1 は偶然手番のノードです。キングメーカー分析には偶然手番のない木が必要です。</translation>
    </message>
    <message>
        <source>Node %1 shares its information set with %2 nodes. The kingmaker analysis needs perfect information.</source>
        <translation>ノード %1 は %2 個のノードからなる情報集合に属しています。キングメーカー分析には完全情報が必要です。</translation>
    </message>
    <message>
        <source>The play ending at node %1 pays %2. In a win/lose game every play pays 1 to exactly one player and 0 to the others.</source>
        <translation>ノード %1 で終わるプレイの利得は %2 です。2値ゲームでは、どのプレイもちょうど 1 人のプレイヤーに 1、ほかのプレイヤーに 0 を与えます。</translation>
    </message>
    <message>
        <source>The game has %1 players. The kingmaker analysis needs from %2 to %3.</source>
        <translation>このゲームのプレイヤーは %1 人です。キングメーカー分析には %2 人から %3 人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>Unexpected %1: expected a player letter (a–z for a move, A–Z for a win), “(”, “,” or “)”.</source>
        <translation>予期しない %1: プレイヤーの文字（手番は a–z、勝ちは A–Z）、「(」、「,」、「)」のいずれかが必要です。</translation>
    </message>
    <message>
        <source>The letter %1 names a player beyond the %2 players of the game.</source>
        <translation>文字 %1 は、このゲームのプレイヤー %2 人の範囲を超えるプレイヤーを指しています。</translation>
    </message>
    <message>
        <source>In state %1, cell %2: the probabilities of moving on sum to %3, more than 1.</source>
        <translation>状態 %1 のセル %2: 次の状態へ移る確率の和が %3 で、1 を超えています。</translation>
    </message>
    <message>
        <source>In state %1, cell %2: the probability %3 is negative.</source>
        <translation>状態 %1 のセル %2: 確率 %3 が負です。</translation>
    </message>
    <message>
        <source>In state %2, cell %3: there is no state named %1.</source>
        <translation>状態 %2 のセル %3: %1 という名前の状態はありません。</translation>
    </message>
    <message>
        <source>Two states are named %1; give each state its own name.</source>
        <translation>%1 という名前の状態が 2 つあります。状態ごとに異なる名前を付けてください。</translation>
    </message>
    <message>
        <source>State %1 has no name.</source>
        <translation>状態 %1 に名前がありません。</translation>
    </message>
    <message>
        <source>State %1 has no rows or no columns.</source>
        <translation>状態 %1 に行または列がありません。</translation>
    </message>
    <message>
        <source>Play can stay in the states %1 forever with probability 1, and the game gives no payoff Q for infinite play: give Q, or let these cells stop with some probability.</source>
        <translation>プレイが確率 1 で状態 %1 に永久にとどまることがあり得るのに、無限に続くプレイの利得 Q が与えられていません: Q を指定するか、これらのセルが正の確率でゲームを終えるようにしてください。</translation>
    </message>
    <message>
        <source>The state %1 appears twice in one cell; add its probabilities into one term.</source>
        <translation>状態 %1 が 1 つのセルに 2 度現れています。確率を足して 1 つの項にまとめてください。</translation>
    </message>
    <message>
        <source>Unexpected %1: expected a number, a state name, + or −.</source>
        <translation>予期しない %1: 数、状態の名前、+、− のいずれかが必要です。</translation>
    </message>
    <message>
        <source>The bet size must be a positive number (found %1).</source>
        <translation>賭け金は正の数でなければなりません（%1 でした）。</translation>
    </message>
    <message>
        <source>Unexpected %1 in the game expression.</source>
        <translation>ゲームの式に予期しない %1 があります。</translation>
    </message>
    <message>
        <source>%1 is not a dyadic fraction: the numbers of a short game have a power of 2 as denominator.</source>
        <translation>%1 は二進分数ではありません: 短いゲームの数は分母が 2 のべき乗です。</translation>
    </message>
    <message>
        <source>The game is nested %1 deep; at most %2 can be analysed.</source>
        <translation>ゲームの入れ子が %1 段あります。解析できるのは %2 段までです。</translation>
    </message>
    <message>
        <source>Unknown ruleset %1 (known: %2).</source>
        <translation>不明なルール %1（既知のルール: %2）。</translation>
    </message>
    <message>
        <source>The board is not a rectangle: row %1 has %2 cells, the first row %3.</source>
        <translation>盤が長方形ではありません: %1 行目のセルは %2 個ですが、1 行目は %3 個です。</translation>
    </message>
    <message>
        <source>Unexpected %1 on the board (allowed: %2).</source>
        <translation>盤に予期しない %1 があります（使える文字: %2）。</translation>
    </message>
    <message>
        <source>%1 is not an edge u-v:C with vertex numbers and C one of L, R, G.</source>
        <translation>%1 は辺 u-v:C（u, v は頂点番号、C は L, R, G のいずれか）ではありません。</translation>
    </message>
    <message>
        <source>%1 is not a cake size WxH with positive whole numbers.</source>
        <translation>%1 はケーキの大きさ WxH（W, H は正の整数）ではありません。</translation>
    </message>
    <message>
        <source>The position is too large (%1; at most %2).</source>
        <translation>局面が大きすぎます（%1。上限は %2）。</translation>
    </message>
    <message>
        <source>The game has %1 pure strategy profiles; at most %2 can be analysed.</source>
        <translation>このゲームには純粋戦略の組が %1 個あります。解析できるのは %2 個までです。</translation>
    </message>
    <message>
        <source>The game has %1 states; at most %2 can be analysed.</source>
        <translation>このゲームには状態が %1 個あります。解析できるのは %2 個までです。</translation>
    </message>
    <message>
        <source>A player has %1 strategies; at most %2 can be analysed.</source>
        <translation>あるプレイヤーの戦略が %1 個あります。解析できるのは %2 個までです。</translation>
    </message>
    <message>
        <source>%1 supports would have to be tried; at most %2 are.</source>
        <translation>%1 通りの台を試す必要があります。試せるのは %2 通りまでです。</translation>
    </message>
    <message>
        <source>The payoffs lie about %1 orders of magnitude apart: the value could not be proved, and floating point cannot hold them together.</source>
        <translation>利得の大きさがおよそ %1 桁も離れています。値を証明できず、浮動小数点ではそれらを同時に保てません。</translation>
    </message>
    <message>
        <source>*%1 is larger than *%2, the largest nimber built explicitly; a larger one is computed only in sums and differences of numbers and nimbers.</source>
        <translation>*%1 は、明示的に構成する最大のニム数 *%2 より大きいです。それより大きいニム数は、数とニム数の和と差の中でだけ計算されます。</translation>
    </message>
    <message>
        <source>%1 must be a finite number (found %2).</source>
        <translation>%1 は有限の数でなければなりません（%2 が見つかりました）。</translation>
    </message>
    <message>
        <source>%1 must be larger than the value before it (found %2 after %3).</source>
        <translation>%1 は直前の値より大きくなければなりません（%3 の後に %2 が見つかりました）。</translation>
    </message>
    <message>
        <source>%1: the expression &quot;%2&quot; cannot be read at column %3 (found &quot;%4&quot;).</source>
        <translation>%1: 式「%2」は %3 文字目で読めません（「%4」があります）。</translation>
    </message>
    <message>
        <source>%1: the expression &quot;%2&quot; ends too early.</source>
        <translation>%1: 式「%2」が途中で終わっています。</translation>
    </message>
    <message>
        <source>%1: the expression is too long (%2 characters; at most %3).</source>
        <translation>%1: 式が長すぎます（%2 文字。上限 %3）。</translation>
    </message>
    <message>
        <source>%1: the expression &quot;%2&quot; divides by zero at %3.</source>
        <translation>%1: 式「%2」は %3 のとき 0 で割ります。</translation>
    </message>
    <message>
        <source>%1: there is no parameter named &quot;%2&quot;.</source>
        <translation>%1: 「%2」という名前のパラメータはありません。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a parameter name (a letter, then letters, digits or _).</source>
        <translation>%1: 「%2」はパラメータ名ではありません（英字で始め、英字・数字・_ を続けます）。</translation>
    </message>
    <message>
        <source>Parameter %1 = %2 is outside its range [%3, %4].</source>
        <translation>パラメータ %1 = %2 は範囲 [%3, %4] の外です。</translation>
    </message>
    <message>
        <source>Parameter %1: its range [%2, %3] is empty.</source>
        <translation>パラメータ %1: 範囲 [%2, %3] が空です。</translation>
    </message>
    <message>
        <source>Parameter %1 needs a range (min and max) to be swept.</source>
        <translation>パラメータ %1 を掃引するには範囲（最小値と最大値）が必要です。</translation>
    </message>
    <message>
        <source>The sweep is too large (%1; at most %2).</source>
        <translation>掃引が大きすぎます（%1。上限 %2）。</translation>
    </message>
    <message>
        <source>Node %1 lies in an information set of %2 nodes: the subgame-perfect sweep needs perfect information (a zero-sum tree can be swept by its value).</source>
        <translation>ノード %1 は %2 個のノードからなる情報集合に属します: 部分ゲーム完全均衡の掃引には完全情報が必要です（ゼロ和の木はその値で掃引できます）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::EssenceCanvas</name>
    <message>
        <source>Node %1: leaf, %2 wins</source>
        <translation>ノード %1: 葉、%2 の勝ち</translation>
    </message>
    <message>
        <source>Node %1: %2 moves; a strict kingmaker node (cannot win, decides who does)</source>
        <translation>ノード %1: %2 の手番。狭義のキングメーカーノード（自分は勝てないが、誰が勝つかを決める）</translation>
    </message>
    <message>
        <source>Node %1: %2 moves</source>
        <translation>ノード %1: %2 の手番</translation>
    </message>
    <message>
        <source>No game.</source>
        <translation>ゲームがありません。</translation>
    </message>
    <message>
        <source>The tree has %1 nodes, too many to draw (at most %2). Reduce it first.</source>
        <translation>木のノードが %1 個あり、描画するには多すぎます（最大 %2 個）。先に木を縮約してください。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::EssenceView</name>
    <message>
        <source>Collapse: a forced-win node becomes a leaf</source>
        <translation>畳み込み: 必勝ノードを葉にする</translation>
    </message>
    <message>
        <source>Rule 1: single child</source>
        <translation>規則 1: 子が 1 つだけ</translation>
    </message>
    <message>
        <source>Rule 2: same mover as the parent</source>
        <translation>規則 2: 親と同じ手番のプレイヤー</translation>
    </message>
    <message>
        <source>Rule 3: duplicate forced win</source>
        <translation>規則 3: 重複する必勝</translation>
    </message>
    <message>
        <source>Rule 4: duplicate kingmaker</source>
        <translation>規則 4: 重複するキングメーカー</translation>
    </message>
    <message>
        <source>Rule 5: never chosen</source>
        <translation>規則 5: 決して選ばれない</translation>
    </message>
    <message>
        <source>Rule 6: always chosen</source>
        <translation>規則 6: 必ず選ばれる</translation>
    </message>
    <message>
        <source>No strategy (rules 1–4)</source>
        <translation>戦略なし（規則 1–4）</translation>
    </message>
    <message>
        <source>kmn-η (reachable nodes)</source>
        <translation>kmn-η（到達可能なノード）</translation>
    </message>
    <message>
        <source>SP-1EP (reachable nodes)</source>
        <translation>SP-1EP（到達可能なノード）</translation>
    </message>
    <message>
        <source>Strategies that fix rules 5–6 first: the children a node never chooses are deleted and a child chosen surely replaces its parent (Table 5.2).</source>
        <translation>規則 5–6 を先に適用するための戦略: ノードが決して選ばない子は削除され、必ず選ばれる子が親に置き換わります（表 5.2）。</translation>
    </message>
    <message>
        <source>One &amp;step</source>
        <translation>一段ずつ(&amp;S)</translation>
    </message>
    <message>
        <source>Apply the next transformation</source>
        <translation>次の変形を適用します</translation>
    </message>
    <message>
        <source>&amp;All steps</source>
        <translation>すべて適用(&amp;A)</translation>
    </message>
    <message>
        <source>Apply every remaining transformation</source>
        <translation>残りの変形をすべて適用します</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>Back to the original tree</source>
        <translation>元の木に戻します</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>戦略:</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>解釈:</translation>
    </message>
    <message>
        <source>Decision nodes, leaves and strict kingmaker nodes, as in the thesis&apos;s Table 5.2</source>
        <translation>論文の表 5.2 と同じく、手番のノード、葉、狭義のキングメーカーノードの数</translation>
    </message>
    <message>
        <source>The transformations applied, in order; click one to select its node in the tree</source>
        <translation>適用した変形（適用順）。クリックすると木でそのノードを選択します</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>The tree is reduced: no rule applies.</source>
        <translation>木は縮約済みです: 適用できる規則はありません。</translation>
    </message>
    <message>
        <source>Reducing…</source>
        <translation>縮約中…</translation>
    </message>
    <message>
        <source>Equivalence transformations</source>
        <translation>同値変形</translation>
    </message>
    <message>
        <source>No binary game.</source>
        <translation>2値ゲームではありません。</translation>
    </message>
    <message>
        <source>Before: %1    Now: %2</source>
        <translation>変形前: %1    現在: %2</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>ノード %1</translation>
    </message>
    <message>
        <source>%1. %2 at %3</source>
        <translation>%1. %2（%3）</translation>
    </message>
    <message>
        <source>Node %1 of the tree in the editor.</source>
        <translation>エディターの木のノード %1。</translation>
    </message>
    <message>
        <source>Node %1 in pre-order of the tree before this step.</source>
        <translation>この段階の前の木で行きがけ順に数えたノード %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n kingmaker(s)</source>
        <translation>
            <numerusform>キングメーカー %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ExpressionField</name>
    <message>
        <source>A game: {L1,L2|R1}, numbers (3/4), *n, ^ (↑), v (↓), +-x (±x), sums and differences; {a||b|c} is {a|{b|c}}</source>
        <translation>ゲーム: {L1,L2|R1}、数 (3/4)、*n、^ (↑)、v (↓)、+-x (±x)、和と差。{a||b|c} は {a|{b|c}} のこと</translation>
    </message>
    <message>
        <source>Insert up ↑ = {0|*}</source>
        <translation>アップ ↑ = {0|*} を挿入</translation>
    </message>
    <message>
        <source>Insert down ↓ = {*|0}</source>
        <translation>ダウン ↓ = {*|0} を挿入</translation>
    </message>
    <message>
        <source>Insert star * = {0|0}</source>
        <translation>スター * = {0|0} を挿入</translation>
    </message>
    <message>
        <source>Insert ±: ±x = {x|−x}</source>
        <translation>± を挿入: ±x = {x|−x}</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>%1 列目: </translation>
    </message>
    <message>
        <source>The expression ends too soon: something is missing here (a “}”, an option, a number after an operator…).</source>
        <translation>式が途中で終わっています: ここに何かが足りません（「}」、選択肢、演算子の後の数など）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GameDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GraphBoard</name>
    <message>
        <source>Layout</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Place the vertices in layers by longest path (terminal vertices at the bottom)</source>
        <translation>最長経路で頂点を層に並べる（終端頂点が一番下）</translation>
    </message>
    <message>
        <source>Rename vertex</source>
        <translation>頂点の名前を変更</translation>
    </message>
    <message>
        <source>Name of vertex %1:</source>
        <translation>頂点 %1 の名前:</translation>
    </message>
    <message>
        <source>Vertex %1: drag to another vertex for an arc (back to itself for a loop), Shift+drag to move, Shift+click to place or remove a token, double-click to rename, right-click or Delete to remove</source>
        <translation>頂点 %1: 別の頂点へドラッグで有向辺（自分自身に戻すとループ）、Shift+ドラッグで移動、Shift+クリックでトークンを置く／取る、ダブルクリックで名前を変更、右クリックか Delete で削除</translation>
    </message>
    <message>
        <source>Arc %1 → %2: right-click or Delete removes it</source>
        <translation>有向辺 %1 → %2: 右クリックか Delete で削除</translation>
    </message>
    <message>
        <source>Click to add a vertex</source>
        <translation>クリックで頂点を追加</translation>
    </message>
    <message>
        <source>Token %1 on %2: drag it along an arrow, or click it and then the target</source>
        <translation>%2 上のトークン %1: 矢印に沿ってドラッグするか、クリックしてから移動先をクリック</translation>
    </message>
    <message>
        <source>Vertex %1</source>
        <translation>頂点 %1</translation>
    </message>
    <message>
        <source>Value 0: a P-position (the player to move loses)</source>
        <translation>値 0: P 局面（手番のプレイヤーの負け）</translation>
    </message>
    <message>
        <source>Value %1: an N-position (the player to move wins)</source>
        <translation>値 %1: N 局面（手番のプレイヤーの勝ち）</translation>
    </message>
    <message>
        <source>Value %1: a draw — with correct play the game goes on for ever</source>
        <translation>値 %1: 引き分け — 正しく指すとゲームは永久に続く</translation>
    </message>
    <message>
        <source>P: value 0</source>
        <translation>P: 値 0</translation>
    </message>
    <message>
        <source>N: value &gt; 0</source>
        <translation>N: 値 &gt; 0</translation>
    </message>
    <message>
        <source>draw: ∞(K), 0 ∉ K</source>
        <translation>引き分け: ∞(K)、0 ∉ K</translation>
    </message>
    <message>
        <source>The graph has cycles: ∞(K) marks a vertex without a Sprague–Grundy value; K lists its followers&apos; values.</source>
        <translation>グラフには閉路があります: ∞(K) は Sprague–Grundy 値を持たない頂点を表し、K はその後続局面の値の一覧です。</translation>
    </message>
    <message>
        <source>Click: add a vertex · Drag between vertices: add an arc · Shift+drag: move · Shift+click: token · Double-click: rename · Right-click or Delete: remove</source>
        <translation>クリック: 頂点を追加 · 頂点間をドラッグ: 有向辺を追加 · Shift+ドラッグ: 移動 · Shift+クリック: トークン · ダブルクリック: 名前を変更 · 右クリックか Delete: 削除</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GraphCanvas</name>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>縮小（Ctrl+−）</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++; Ctrl+wheel zooms at the cursor)</source>
        <translation>拡大（Ctrl++。Ctrl+ホイールでカーソル位置を拡大縮小）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Fit the drawing to the board (Ctrl+0)</source>
        <translation>図を盤に合わせる（Ctrl+0）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GraphicalPage</name>
    <message>
        <source>The graphical method needs 2 rows or 2 columns (also after removing dominated lines); this game is %1 x %2, reduced %3 x %4.</source>
        <translation>図解法には 2 行または 2 列が必要です（支配される行・列を除いた後でも可）。このゲームは %1 × %2、縮小後は %3 × %4 です。</translation>
    </message>
    <message>
        <source>Player I mixes rows %1 and %2: lower envelope (what I is sure to get)</source>
        <translation>プレイヤーI が行 %1 と %2 を混合: 下側包絡線（I が確実に得られる量）</translation>
    </message>
    <message>
        <source>Player II mixes columns %1 and %2: upper envelope (what II may have to pay)</source>
        <translation>プレイヤーII が列 %1 と %2 を混合: 上側包絡線（II が支払うかもしれない量）</translation>
    </message>
    <message>
        <source>p = probability of row %1</source>
        <translation>p = 行 %1 の確率</translation>
    </message>
    <message>
        <source>q = probability of column %1</source>
        <translation>q = 列 %1 の確率</translation>
    </message>
    <message>
        <source>expected payoff to I</source>
        <translation>I の期待利得</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <source>(dominated)</source>
        <translation>（支配される）</translation>
    </message>
    <message>
        <source>lower envelope</source>
        <translation>下側包絡線</translation>
    </message>
    <message>
        <source>upper envelope</source>
        <translation>上側包絡線</translation>
    </message>
    <message>
        <source>optimal interval</source>
        <translation>最適区間</translation>
    </message>
    <message>
        <source>optimum</source>
        <translation>最適点</translation>
    </message>
    <message>
        <source>Optimum at %1 = %2, value %3.</source>
        <translation>最適点は %1 = %2、ゲームの値は %3。</translation>
    </message>
    <message>
        <source>Every %1 in [%2, %3] is optimal (flat piece of the envelope), value %4.</source>
        <translation>[%2, %3] のすべての %1 が最適です（包絡線の平らな部分）。ゲームの値は %4。</translation>
    </message>
    <message>
        <source>The other player mixes %1 (the sub-game through the optimum).</source>
        <translation>相手プレイヤーは %1 を混合します（最適点を通る部分ゲーム）。</translation>
    </message>
    <message>
        <source>Never on the envelope (dominated): %1.</source>
        <translation>包絡線に現れない（支配される）: %1。</translation>
    </message>
    <message>
        <source>After removing dominated lines.</source>
        <translation>支配される行・列を除いた後。</translation>
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
        <translation>盤を小さくする（キー −）</translation>
    </message>
    <message>
        <source>Make the board larger (key +)</source>
        <translation>盤を大きくする（キー +）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Clear the selection (Esc)</source>
        <translation>選択を解除（Esc）</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>裏返す</translation>
    </message>
    <message>
        <source>Turn the selected coins over (Enter); the lowest-right (SE) coin must show heads</source>
        <translation>選択したコインを裏返す（Enter）。右下（南東）のコインは表でなければなりません</translation>
    </message>
    <message numerus="yes">
        <source>%n coins</source>
        <translation>
            <numerusform>%n 枚のコイン</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1: press Turn or Enter.</source>
        <translation>%1 を裏返す: 「裏返す」か Enter を押してください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Queen on %1: choose a square to the left, below, or diagonally down-left.</source>
        <translation>%1 のクイーン: 左、下、または左下斜めのマスを選んでください。</translation>
    </message>
    <message>
        <source>White checker of row %1: choose a square in its row.</source>
        <translation>%1 行目の白の駒: 同じ行のマスを選んでください。</translation>
    </message>
    <message>
        <source>Black checker of row %1: choose a square in its row.</source>
        <translation>%1 行目の黒の駒: 同じ行のマスを選んでください。</translation>
    </message>
    <message>
        <source>A checker moves only along its own row.</source>
        <translation>駒は自分の行に沿ってのみ動きます。</translation>
    </message>
    <message>
        <source>Coin %1: heads</source>
        <translation>コイン %1: 表</translation>
    </message>
    <message>
        <source>Coin %1: tails</source>
        <translation>コイン %1: 裏</translation>
    </message>
    <message>
        <source>g = %1</source>
        <translation>g = %1</translation>
    </message>
    <message>
        <source>Click to turn it over.</source>
        <translation>クリックで裏返します。</translation>
    </message>
    <message>
        <source>Click to add it to the move or take it out.</source>
        <translation>クリックで着手に加える／外す。</translation>
    </message>
    <message>
        <source>Square %1: the target corner</source>
        <translation>マス %1: 目標の隅</translation>
    </message>
    <message>
        <source>Square %1</source>
        <translation>マス %1</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <translation>
            <numerusform>クイーン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>P-position: the player who moves here wins</source>
        <translation>P 局面: ここへ動かしたプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>Click to add or remove a queen.</source>
        <translation>クリックでクイーンを追加／削除。</translation>
    </message>
    <message>
        <source>Drag a queen, or click it and then a target square.</source>
        <translation>クイーンをドラッグするか、クリックしてから移動先のマスをクリック。</translation>
    </message>
    <message>
        <source>Row %1: gap %2</source>
        <translation>%1 行目: 間隔 %2</translation>
    </message>
    <message>
        <source>Click: put the white checker here; right or Shift-click: the black one.</source>
        <translation>クリック: 白の駒をここに置く。右クリックか Shift+クリック: 黒の駒。</translation>
    </message>
    <message>
        <source>Drag a checker along its row (no jumping).</source>
        <translation>駒を行に沿ってドラッグ（飛び越しは不可）。</translation>
    </message>
    <message>
        <source>g₁ \ g₂</source>
        <comment>tartan border caption: row values g1, column values g2</comment>
        <translation>g₁ \ g₂</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>間隔</translation>
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
        <translation>間隔: %1</translation>
    </message>
    <message>
        <source>P: the player to move loses</source>
        <translation>P: 手番のプレイヤーの負け</translation>
    </message>
    <message>
        <source>N: the player to move wins</source>
        <translation>N: 手番のプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>rows {%1} × columns {%2}</source>
        <translation>行 {%1} × 列 {%2}</translation>
    </message>
    <message>
        <source>queen to %1</source>
        <translation>クイーンを %1 へ</translation>
    </message>
    <message>
        <source>row %1: white, gap %2</source>
        <translation>%1 行目: 白、間隔 %2</translation>
    </message>
    <message>
        <source>row %1: black, gap %2</source>
        <translation>%1 行目: 黒、間隔 %2</translation>
    </message>
    <message numerus="yes">
        <source>… (%n in all)</source>
        <translation>
            <numerusform>…（全 %n 個）</numerusform>
        </translation>
    </message>
    <message>
        <source>Winning: %1</source>
        <translation>必勝手: %1</translation>
    </message>
    <message>
        <source>Set up: click a coin to turn it over; + and − change the board size.</source>
        <translation>配置: コインをクリックすると裏返ります。+ と − で盤の大きさを変更します。</translation>
    </message>
    <message>
        <source>Set up: click a square to add or remove a queen; + and − change the board size.</source>
        <translation>配置: マスをクリックしてクイーンを追加／削除します。+ と − で盤の大きさを変更します。</translation>
    </message>
    <message>
        <source>Set up: click to place the white checker, right or Shift-click for the black one.</source>
        <translation>配置: クリックで白の駒を、右クリックか Shift+クリックで黒の駒を置きます。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GridRejectionText</name>
    <message>
        <source>This move does not belong to this game.</source>
        <translation>この着手はこのゲームのものではありません。</translation>
    </message>
    <message>
        <source>There is no such piece on the board.</source>
        <translation>盤上にそのような駒はありません。</translation>
    </message>
    <message>
        <source>A move must change something.</source>
        <translation>着手では何かを変えなければなりません。</translation>
    </message>
    <message>
        <source>The rule of this game does not allow turning this set of coins.</source>
        <translation>このゲームのルールでは、このコインの組は裏返せません。</translation>
    </message>
    <message>
        <source>At most %1 components may change in one move.</source>
        <translation>1 回の着手で変えられる成分は %1 個までです。</translation>
    </message>
    <message>
        <source>The last coin of a move must show heads (it turns to tails).</source>
        <translation>着手の最後のコインは表でなければなりません（裏になります）。</translation>
    </message>
    <message>
        <source>A queen moves only left, down or diagonally down-left, any distance.</source>
        <translation>クイーンは左、下、左下斜めにのみ、任意の距離だけ動きます。</translation>
    </message>
    <message>
        <source>A checker may not jump over or land on the other checker.</source>
        <translation>駒は相手の駒を飛び越したり、その上に止まったりできません。</translation>
    </message>
    <message>
        <source>There is no arrow to that vertex.</source>
        <translation>その頂点への矢印はありません。</translation>
    </message>
    <message>
        <source>No move is possible: the game is over.</source>
        <translation>可能な着手はありません: ゲーム終了です。</translation>
    </message>
    <message>
        <source>A heap may only shrink.</source>
        <translation>山は小さくすることしかできません。</translation>
    </message>
    <message>
        <source>There are not that many counters to take.</source>
        <translation>取れるほどの駒がありません。</translation>
    </message>
    <message>
        <source>A move may not use the same coin twice.</source>
        <translation>1 つの着手で同じ硬貨を 2 度使うことはできません。</translation>
    </message>
    <message>
        <source>Coins move only to the left.</source>
        <translation>硬貨は左にしか動きません。</translation>
    </message>
    <message>
        <source>The coins turned must include the south-east corner of their rectangle.</source>
        <translation>裏返す硬貨には、その長方形の南東の角が含まれていなければなりません。</translation>
    </message>
    <message>
        <source>Give one new size for each heap.</source>
        <translation>山ごとに新しい大きさを 1 つ指定してください。</translation>
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
        <translation> — P 局面</translation>
    </message>
    <message>
        <source>%1 (brown: g2)</source>
        <translation>%1（茶: g2）</translation>
    </message>
    <message>
        <source>%1 (brown: g1)</source>
        <translation>%1（茶: g1）</translation>
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
        <translation> — P 局面（手番のプレイヤーの負け）</translation>
    </message>
    <message>
        <source> — an exception before the period</source>
        <translation> — 周期に入る前の例外</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::GuessItTab</name>
    <message>
        <source>&lt;b&gt;Guess it!&lt;/b&gt; (Ferguson §2.6.2): I holds m cards and II holds n of a deck of m + n + 1; the hidden card is guessed or a card is named, honestly or as a bluff. Each cell: the value V(m, n) to the player to move / the probability that I bluffs / that II calls.</source>
        <translation>&lt;b&gt;当てっこゲーム&lt;/b&gt;（Guess it!、Ferguson §2.6.2）: m + n + 1 枚のカードのうち I が m 枚、II が n 枚を持ちます。伏せたカードを当てるか、正直に、またはブラフとしてカードを名指しします。各セル: 手番のプレイヤーにとっての値 V(m, n) / I がブラフする確率 / II がコールする確率。</translation>
    </message>
    <message>
        <source>The largest number of cards of either player in the table</source>
        <translation>表に載せる各プレイヤーの手札の最大枚数</translation>
    </message>
    <message>
        <source>Cards up to:</source>
        <translation>手札の枚数（最大）:</translation>
    </message>
    <message>
        <source>Value / P(bluff) / P(call); hover a cell for the exact fractions</source>
        <translation>値 / P(ブラフ) / P(コール)。セルにポインターを置くと厳密な分数を表示します</translation>
    </message>
    <message>
        <source>Solving the Guess it! games</source>
        <translation>当てっこゲーム（Guess it!）を解いています</translation>
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
        <translation>V(%1, %2) = %3、P(ブラフ) = %4、P(コール) = %5</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HackenbushBoard</name>
    <message>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Add a ready-made picture beside the drawing</source>
        <translation>図の横に既成の図形を追加</translation>
    </message>
    <message>
        <source>Bamboo stalks</source>
        <translation>竹の茎</translation>
    </message>
    <message numerus="yes">
        <source>A stalk of %n edge(s)</source>
        <translation>
            <numerusform>%n 本の枝の茎</numerusform>
        </translation>
    </message>
    <message>
        <source>Stalks %1</source>
        <translation>茎 %1</translation>
    </message>
    <message>
        <source>Other lengths…</source>
        <translation>ほかの長さ…</translation>
    </message>
    <message>
        <source>Lengths of the stalks (for example 3 4 5):</source>
        <translation>茎の長さ（例: 3 4 5）:</translation>
    </message>
    <message>
        <source>A tree: trunk 1, branches 3, 2, 6 (value 8)</source>
        <translation>木: 幹 1、枝 3, 2, 6（値 8）</translation>
    </message>
    <message>
        <source>A cycle through the ground</source>
        <translation>地面を通る閉路</translation>
    </message>
    <message>
        <source>3 edges: the door (value 1)</source>
        <translation>3 本の枝: 扉（値 1）</translation>
    </message>
    <message numerus="yes">
        <source>%n edges (value %1)</source>
        <translation>
            <numerusform>%n 本の枝（値 %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>The house (value 3)</source>
        <translation>家（値 3）</translation>
    </message>
    <message>
        <source>Clear the picture</source>
        <translation>図を消去</translation>
    </message>
    <message>
        <source>Vertex %1: drag to draw an edge (back to itself for a loop), Shift+drag to move it, right-click or Delete to remove it</source>
        <translation>頂点 %1: ドラッグで枝を描く（自分自身に戻すとループ）、Shift+ドラッグで移動、右クリックか Delete で削除</translation>
    </message>
    <message>
        <source>Edge %1: right-click or Delete removes it</source>
        <translation>枝 %1: 右クリックか Delete で削除</translation>
    </message>
    <message>
        <source>The ground: drag from it to draw an edge standing on it</source>
        <translation>地面: ここからドラッグすると地面に立つ枝を描けます</translation>
    </message>
    <message>
        <source>Click to add a vertex; drag from a vertex or the ground to draw an edge</source>
        <translation>クリックで頂点を追加。頂点か地面からドラッグで枝を描く</translation>
    </message>
    <message>
        <source>Edge %1: click to cut it</source>
        <translation>枝 %1: クリックで切る</translation>
    </message>
    <message numerus="yes">
        <source>Edge %1: click to cut it; %n more edge(s) fall with it</source>
        <translation>
            <numerusform>枝 %1: クリックで切る。ほかに %n 本の枝が一緒に落ちます</numerusform>
        </translation>
    </message>
    <message>
        <source>A winning cut: it leaves a position of value 0</source>
        <translation>必勝手: 値 0 の局面を残す切断</translation>
    </message>
    <message>
        <source>Under each component: its Grundy value</source>
        <translation>各成分の下: その Grundy 数</translation>
    </message>
    <message>
        <source>g = %1</source>
        <translation>g = %1</translation>
    </message>
    <message>
        <source>P-position: every cut loses against best play</source>
        <translation>P 局面: 最善の応手に対してはどの切断も負け</translation>
    </message>
    <message>
        <source>N-position: the highlighted cuts win</source>
        <translation>N 局面: 強調表示された切断が必勝手</translation>
    </message>
    <message>
        <source>Nim-sum %1
%2</source>
        <translation>ニム和 %1
%2</translation>
    </message>
    <message>
        <source>Click: add a vertex · Drag from a vertex or the ground: draw an edge (back to the vertex: a loop)
Shift+drag: move a vertex · Right-click or Delete: remove</source>
        <translation>クリック: 頂点を追加 · 頂点か地面からドラッグ: 枝を描く（同じ頂点に戻すとループ）
Shift+ドラッグ: 頂点を移動 · 右クリックか Delete: 削除</translation>
    </message>
    <message>
        <source>No edges left: the value is 0
The player to move cannot cut and loses</source>
        <translation>辺が残っていません: 値は 0
手番のプレイヤーは切れないので負けです</translation>
    </message>
    <message>
        <source>No edges left
The player to move cannot cut and wins (misère play)</source>
        <translation>辺が残っていません
手番のプレイヤーは切れないので勝ちです（逆形）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HackenbushCanvas</name>
    <message>
        <source>Drag from the ground or a vertex to draw an edge; click an edge to chop it. B, R, G choose blue (Left&apos;s), red (Right&apos;s) or green (either&apos;s)</source>
        <translation>地面か頂点からドラッグすると辺を描き、辺をクリックすると切ります。B、R、G で青（左の辺）、赤（右の辺）、緑（両者の辺）を選びます</translation>
    </message>
    <message>
        <source>red (Right&apos;s)</source>
        <translation>赤（右の辺）</translation>
    </message>
    <message>
        <source>green (either&apos;s)</source>
        <translation>緑（両者の辺）</translation>
    </message>
    <message>
        <source>blue (Left&apos;s)</source>
        <translation>青（左の辺）</translation>
    </message>
    <message>
        <source>Drawing in %1</source>
        <translation>%1で描画中</translation>
    </message>
    <message>
        <source>Drag up from the ground to draw an edge</source>
        <translation>地面から上へドラッグして辺を描きます</translation>
    </message>
    <message>
        <source>Chop an edge</source>
        <translation>辺を切る</translation>
    </message>
    <message>
        <source>Draw a red edge</source>
        <translation>赤の辺を描く</translation>
    </message>
    <message>
        <source>Draw a green edge</source>
        <translation>緑の辺を描く</translation>
    </message>
    <message>
        <source>Draw a blue edge</source>
        <translation>青の辺を描く</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HeapBoard</name>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Play the marked new sizes as one move</source>
        <translation>印をつけた新しい大きさを 1 手として指す</translation>
    </message>
    <message>
        <source>Heap %1: leave</source>
        <translation>山 %1 の残し方</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>+ step</source>
        <translation>+ 段</translation>
    </message>
    <message>
        <source>+ heap</source>
        <translation>+ 山</translation>
    </message>
    <message>
        <source>No heaps left</source>
        <translation>山は残っていません</translation>
    </message>
    <message numerus="yes">
        <source>Mark new sizes in up to %n heap(s), then Apply</source>
        <translation>
            <numerusform>最大 %n 個の山に新しい大きさの印をつけてから「適用」</numerusform>
        </translation>
    </message>
    <message>
        <source>Click a square to add a coin, right-click to remove one</source>
        <translation>マスをクリックでコインを追加、右クリックで取り除く</translation>
    </message>
    <message>
        <source>Drag a coin to a square further left</source>
        <translation>コインをより左のマスへドラッグ</translation>
    </message>
    <message>
        <source>Each coin is a Nim heap of its square&apos;s number; nim-sum %1</source>
        <translation>各コインはマスの番号の大きさのニムの山です。ニム和 %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HeatMapTab</name>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>大きさ:</translation>
    </message>
    <message>
        <source>Rows (Wythoff: the board is size × size)</source>
        <translation>行数（ワイトフのゲームでは盤は「大きさ × 大きさ」）</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Red cells: g = 0, the P-positions (the player to move loses). The darker the blue, the larger the value. Hover over a cell for its value.</source>
        <translation>赤いセル: g = 0 の P 局面（手番のプレイヤーの負け）。青が濃いほど値が大きい。セルにマウスを重ねると値を表示します。</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game (a queen moving towards the corner)</source>
        <translation>ワイトフのゲーム（隅に向かって動くクイーン）</translation>
    </message>
    <message>
        <source>Turning Corners (g = x ⊗ y)</source>
        <translation>ターニング・コーナーズ (g = x ⊗ y)</translation>
    </message>
    <message>
        <source>Acrostic Twins (g = x ⊕ y)</source>
        <translation>アクロスティック・ツインズ (g = x ⊕ y)</translation>
    </message>
    <message>
        <source>Rugs = Ruler × Ruler</source>
        <translation>ラグ = ルーラー × ルーラー</translation>
    </message>
    <message>
        <source>(Mock Turtles)²</source>
        <translation>（モック・タートルズ）²</translation>
    </message>
    <message>
        <source>(Turning Turtles)²</source>
        <translation>（亀ひっくり返し）²</translation>
    </message>
    <message>
        <source>%1 × %2 (the board&apos;s game)</source>
        <translation>%1 × %2（盤上のゲーム）</translation>
    </message>
    <message>
        <source>y (row from the bottom)</source>
        <translation>y（下からの行）</translation>
    </message>
    <message>
        <source>x (column from the left)</source>
        <translation>x（左からの列）</translation>
    </message>
    <message>
        <source>Wythoff&apos;s game on a %1 × %1 board: g(x, y) of a queen on (x, y). The P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirror images.</source>
        <translation>%1 × %1 盤上のワイトフのゲーム: (x, y) にあるクイーンの g(x, y)。P 局面は (⌊kφ⌋, ⌊kφ²⌋) とその鏡像です。</translation>
    </message>
    <message>
        <source>row x</source>
        <translation>行 x</translation>
    </message>
    <message>
        <source>column y</source>
        <translation>列 y</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 coins: g(x, y) = g1(x) ⊗ g2(y) (Tartan Theorem); the brown numbers on the left and at the top are g1 and g2.</source>
        <translation>%2 × %3 枚のコインでの %1: g(x, y) = g1(x) ⊗ g2(y)（タータン定理）。左と上の茶色の数が g1 と g2 です。</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 coins: g(x, y) of a head at row x, column y; the SE corner is the bottom right.</source>
        <translation>%2 × %3 枚のコインでの %1: 行 x、列 y にある表の g(x, y)。南東の隅は右下です。</translation>
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
        <translation>必勝手（クリックで盤上に表示）:</translation>
    </message>
    <message>
        <source>Computing hints…</source>
        <translation>ヒントを計算中…</translation>
    </message>
    <message>
        <source>&lt;b&gt;P-position&lt;/b&gt;: the player to move loses against correct play.</source>
        <translation>&lt;b&gt;P 局面&lt;/b&gt;: 相手が正しく指せば手番のプレイヤーの負け。</translation>
    </message>
    <message>
        <source>&lt;b&gt;N-position&lt;/b&gt;: the player to move can win.</source>
        <translation>&lt;b&gt;N 局面&lt;/b&gt;: 手番のプレイヤーが勝てる。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: correct play goes on for ever.</source>
        <translation>&lt;b&gt;引き分け&lt;/b&gt;: 正しく指すとゲームは永久に続く。</translation>
    </message>
    <message>
        <source>Misère play. </source>
        <translation>ミゼール。</translation>
    </message>
    <message>
        <source>Nim-sum of the component values: &lt;b&gt;%1&lt;/b&gt;. </source>
        <translation>成分の値のニム和: &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>(Approximate: the search hit its limit.) </source>
        <translation>（近似: 探索が上限に達しました。）</translation>
    </message>
    <message>
        <source>(none: every move loses)</source>
        <translation>（なし: どの着手も負け）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::HtmlCoalitionalPage</name>
    <message>
        <source>Click an allocation to show its excesses on the table</source>
        <translation>分配をクリックすると、その超過を表に表示します</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ImpartialAnalysisPanel</name>
    <message>
        <source>Sequence</source>
        <translation>数列</translation>
    </message>
    <message>
        <source>Grundy values g(n) of the rule, with the period</source>
        <translation>ルールの Grundy 数 g(n) と周期</translation>
    </message>
    <message>
        <source>Heat map</source>
        <translation>ヒートマップ</translation>
    </message>
    <message>
        <source>g(x, y) of Wythoff&apos;s game or of a two-dimensional coin game</source>
        <translation>ワイトフのゲームまたは 2 次元コインゲームの g(x, y)</translation>
    </message>
    <message>
        <source>Nim calculator</source>
        <translation>ニム計算機</translation>
    </message>
    <message>
        <source>Nim-sum, nim-product, inverse, quotient and square root</source>
        <translation>ニム和、ニム積、逆元、商、平方根</translation>
    </message>
    <message>
        <source>Nim table</source>
        <translation>ニム積の表</translation>
    </message>
    <message>
        <source>The nim-multiplication table</source>
        <translation>ニム積の乗法表</translation>
    </message>
    <message>
        <source>Shortest win</source>
        <translation>最短必勝</translation>
    </message>
    <message>
        <source>Shortest winning strategies of the stone and pyramid games (dynamic programming)</source>
        <translation>石取りゲームとピラミッドゲームの最短必勝手順（動的計画法）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ImputationSimplexWidget</name>
    <message>
        <source>No game to draw.</source>
        <translation>描くゲームがありません。</translation>
    </message>
    <message>
        <source>The imputation simplex needs the table of coalition values.</source>
        <translation>配分の単体には提携の値の表が必要です。</translation>
    </message>
    <message numerus="yes">
        <source>The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); this game has %n player(s).</source>
        <translation>
            <numerusform>配分の単体は 3 人（三角形）と 4 人（四面体）のゲームについて描きます。このゲームのプレイヤーは %n 人です。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no imputation: v(1) + … + v(n) = %1 exceeds v(N) = %2.</source>
        <translation>配分がありません: v(1) + … + v(n) = %1 が v(N) = %2 を超えています。</translation>
    </message>
    <message>
        <source>The game is inessential: its only imputation %1 is the core.</source>
        <translation>このゲームは非本質的です: ただ 1 つの配分 %1 がコアです。</translation>
    </message>
    <message>
        <source>The game is inessential: its only imputation is %1, and the core is empty.</source>
        <translation>このゲームは非本質的です: 配分は %1 だけで、コアは空です。</translation>
    </message>
    <message>
        <source>The core is empty (least-core ε = %1).</source>
        <translation>コアは空です（最小コアの ε = %1）。</translation>
    </message>
    <message>
        <source>The core is empty.</source>
        <translation>コアは空です。</translation>
    </message>
    <message>
        <source>The core is the single point %1.</source>
        <translation>コアは 1 点 %1 です。</translation>
    </message>
    <message>
        <source>The core is the segment from %1 to %2.</source>
        <translation>コアは %1 から %2 までの線分です。</translation>
    </message>
    <message>
        <source>The core was not computed.</source>
        <translation>コアは計算されていません。</translation>
    </message>
    <message>
        <source>The core&apos;s vertices were not computed.</source>
        <translation>コアの頂点は計算されていません。</translation>
    </message>
    <message>
        <source>Drag or use the arrow keys to rotate; Home resets the view.</source>
        <translation>ドラッグまたは矢印キーで回転、Home で表示を元に戻します。</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>コア</translation>
    </message>
    <message>
        <source>Unstable: x(S) &lt; v(S)</source>
        <translation>不安定: x(S) &lt; v(S)</translation>
    </message>
    <message>
        <source>ε-core boundary</source>
        <translation>ε-コアの境界</translation>
    </message>
    <message>
        <source>Shapley value %1</source>
        <translation>シャープレイ値 %1</translation>
    </message>
    <message>
        <source>Nucleolus %1</source>
        <translation>仁 %1</translation>
    </message>
    <message>
        <source>Selected %1</source>
        <translation>選択中 %1</translation>
    </message>
    <message>
        <source>in the core (no excess &gt; 0)</source>
        <translation>コアに属する（正の超過なし）</translation>
    </message>
    <message>
        <source>unstable via %1</source>
        <translation>%1 を通じて不安定</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::IndifferencePage</name>
    <message>
        <source>Theorem 3.2: invertible matrices</source>
        <translation>定理 3.2: 正則行列</translation>
    </message>
    <message>
        <source>If the square matrix M is invertible and 1ᵀM⁻¹1 ≠ 0, then V = 1/(1ᵀM⁻¹1), pᵀ = V·1ᵀM⁻¹ and q = V·M⁻¹1 — provided p ≥ 0 and q ≥ 0 (all strategies active).</source>
        <translation>正方行列 M が正則で 1ᵀM⁻¹1 ≠ 0 ならば、V = 1/(1ᵀM⁻¹1)、pᵀ = V·1ᵀM⁻¹、q = V·M⁻¹1 です。ただし p ≥ 0 かつ q ≥ 0（すべての戦略が使われる）の場合に限ります。</translation>
    </message>
    <message>
        <source>Not applicable: neither the (reduced) game nor the support of an optimal strategy pair is a small square matrix.</source>
        <translation>適用できません: （縮小した）ゲームも最適戦略の組の台も、小さな正方行列ではありません。</translation>
    </message>
    <message>
        <source>M = rows {%1} × columns {%2}:</source>
        <translation>M = 行 {%1} × 列 {%2}:</translation>
    </message>
    <message>
        <source>M is singular: Theorem 3.2 does not apply. If the value might be 0, add a constant to every entry (the value shifts by it, the strategies stay) and try again.</source>
        <translation>M は特異なので定理 3.2 は適用できません。ゲームの値が 0 の可能性があれば、すべての成分に定数を加えて（値はその分ずれ、戦略は変わりません）やり直してください。</translation>
    </message>
    <message>
        <source>1ᵀM⁻¹1 = 0: the formula gives nothing.</source>
        <translation>1ᵀM⁻¹1 = 0: この公式からは何も得られません。</translation>
    </message>
    <message>
        <source>A component is negative: not all these strategies are active, so the formula&apos;s answer is not a solution. Remove a line (guess a smaller support) and try again.</source>
        <translation>負の成分があります: これらの戦略がすべて使われるわけではないので、公式の答えは解ではありません。行か列を 1 つ除いて（より小さな台を推測して）やり直してください。</translation>
    </message>
    <message>
        <source>p ≥ 0 and q ≥ 0, and embedded into the whole game they pass the infallible test: optimal ✓</source>
        <translation>p ≥ 0 かつ q ≥ 0 で、ゲーム全体に埋め込んでも確実な判定法に合格します: 最適 ✓</translation>
    </message>
    <message>
        <source>p ≥ 0 and q ≥ 0 here, but in the whole game some unused line does better: not optimal ✗</source>
        <translation>ここでは p ≥ 0 かつ q ≥ 0 ですが、ゲーム全体では使われていない行・列の方が有利です: 最適ではない ✗</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::KingmakerText</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>set (literal)</source>
        <translation>set（字義どおり）</translation>
    </message>
    <message>
        <source>The thesis read literally: player i may win at the ancestor z.</source>
        <translation>論文を字義どおりに読みます: プレイヤー i は祖先 z で勝利する可能性がある。</translation>
    </message>
    <message>
        <source>alt (other child)</source>
        <translation>alt（ほかの子）</translation>
    </message>
    <message>
        <source>Player i may win at a child of z other than the one towards the kingmaker.</source>
        <translation>プレイヤー i は、z の子のうちキングメーカーへ向かう子以外で勝利する可能性がある。</translation>
    </message>
    <message>
        <source>eff (effect-aware)</source>
        <translation>eff（効果を考慮）</translation>
    </message>
    <message>
        <source>Effect-aware test (not from the thesis).</source>
        <translation>効果を考慮した判定（論文にはありません）。</translation>
    </message>
    <message>
        <source>How the ancestor test of the SP-1EP procedure (step 4) is read; the thesis is ambiguous.</source>
        <translation>SP-1EP の手順（ステップ 4）の祖先判定をどう解釈するか。論文の記述はあいまいです。</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>ノード %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision node(s)</source>
        <translation>
            <numerusform>手番のノード %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>葉 %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LanguageManager</name>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
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
        <translation>グラフに描く最大の面の数（%1 まで。大きな N は 1 つにつき数秒かかります）</translation>
    </message>
    <message>
        <source>A&apos;s winning probability V(1) against the number of sides N</source>
        <translation>面の数 N に対する A の勝つ確率 V(1)</translation>
    </message>
    <message>
        <source>sides N</source>
        <translation>面の数 N</translation>
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
        <translation>V(1)（最適なプレイ）</translation>
    </message>
    <message>
        <source>this document&apos;s N</source>
        <translation>この文書の N</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>描画</translation>
    </message>
    <message>
        <source>Computing V(1) for N = %1 (%2)</source>
        <translation>N = %1 の V(1) を計算しています（%2）</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>厳密</translation>
    </message>
    <message>
        <source>floating point</source>
        <translation>浮動小数点</translation>
    </message>
    <message>
        <source>N = %1 could not be solved.</source>
        <translation>N = %1 は解けませんでした。</translation>
    </message>
    <message>
        <source>N = %1: not computed yet</source>
        <translation>N = %1: 未計算</translation>
    </message>
    <message>
        <source>N = %1: V(1) = %2 ≈ %3</source>
        <translation>N = %1: V(1) = %2 ≈ %3</translation>
    </message>
    <message>
        <source>N = %1: V(1) ≈ %2 (floating point)</source>
        <translation>N = %1: V(1) ≈ %2（浮動小数点）</translation>
    </message>
    <message>
        <source>%1 values: exact for N ≤ %2, floating point beyond. The curve decreases strictly towards about 0.63; whether its limit is 1 − 1/e is open.</source>
        <translation>%1 個の値: N ≤ %2 では厳密、それより大きい N では浮動小数点。曲線は約 0.63 に向かって狭義単調に減少します。極限が 1 − 1/e かどうかは未解決です。</translation>
    </message>
    <message>
        <source>%1 of %2 values computed…</source>
        <translation>%2 個中 %1 個の値を計算しました…</translation>
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
        <translation> 面</translation>
    </message>
    <message>
        <source>The number of faces N of the die (2 … %1); changing it starts a new game</source>
        <translation>サイコロの面の数 N（2 … %1）。変更すると新しいゲームを始めます</translation>
    </message>
    <message>
        <source>Open as tree</source>
        <translation>木として開く</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Solve the game for this N again</source>
        <translation>この N のゲームをもう一度解きます</translation>
    </message>
    <message>
        <source>&lt;b&gt;Liar&apos;s Dice&lt;/b&gt; with one die of</source>
        <translation>&lt;b&gt;ライアーズダイス&lt;/b&gt;: サイコロ 1 個、</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Chart: V(1) against N</source>
        <translation>グラフ: N に対する V(1)</translation>
    </message>
    <message>
        <source>Solving was cancelled. Press Solve to start again.</source>
        <translation>求解をキャンセルしました。再開するには「解く」を押してください。</translation>
    </message>
    <message>
        <source>exact rational arithmetic</source>
        <translation>有理数による厳密計算</translation>
    </message>
    <message>
        <source>floating point (approximate) for N &gt; %1</source>
        <translation>N &gt; %1 では浮動小数点（近似）</translation>
    </message>
    <message>
        <source>Open the whole game as a game tree (%L1 nodes), to solve it by the sequence form</source>
        <translation>ゲーム全体をゲームの木（ノード %L1 個）として開き、系列形で解きます</translation>
    </message>
    <message>
        <source>The whole tree for N = %1 has %L2 nodes; trees are offered up to N = %3</source>
        <translation>N = %1 の木全体はノードが %L2 個あります。木として開けるのは N = %3 までです</translation>
    </message>
    <message>
        <source>The whole tree for N = %1 is far too large; trees are offered up to N = %2</source>
        <translation>N = %1 の木全体は大きすぎます。木として開けるのは N = %2 までです</translation>
    </message>
    <message>
        <source>Die with %1 sides</source>
        <translation>%1 面のサイコロ</translation>
    </message>
    <message>
        <source>Solving Liar&apos;s Dice for N = %1…</source>
        <translation>N = %1 のライアーズダイスを解いています…</translation>
    </message>
    <message>
        <source>Solving the subgames G(M) of Liar&apos;s Dice, N = %1</source>
        <translation>ライアーズダイス（N = %1）の部分ゲーム G(M) を解いています</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice, N = %1 (tree)</source>
        <translation>ライアーズダイス、N = %1（木）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDiceKindText</name>
    <message>
        <source>Liar&apos;s Dice</source>
        <translation>ライアーズダイス</translation>
    </message>
    <message>
        <source>Number of sides N of the die (2 … %1):</source>
        <translation>サイコロの面の数 N（2 … %1）:</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice…</source>
        <translation>ライアーズダイス…</translation>
    </message>
    <message>
        <source>Bluffing with one N-sided die: play against the optimal computer, see why its strategy is optimal</source>
        <translation>N 面のサイコロ 1 個でブラフ: 最適にプレイするコンピュータと対戦し、その戦略がなぜ最適かを確かめる</translation>
    </message>
    <message>
        <source>Liar&apos;s Dice (Okamoto; Ferguson and Ferguson)</source>
        <translation>ライアーズダイス（岡本、Ferguson 父子）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDicePlayView</name>
    <message>
        <source>You (%1)</source>
        <translation>あなた（%1）</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>コンピュータ（%1）</translation>
    </message>
    <message>
        <source>“X ≥ %1” (a sure lie)</source>
        <translation>「X ≥ %1」（確実な嘘）</translation>
    </message>
    <message>
        <source>“X ≥ %1”</source>
        <translation>「X ≥ %1」</translation>
    </message>
    <message>
        <source>A — you roll first</source>
        <translation>A — あなたが先に振る</translation>
    </message>
    <message>
        <source>B — the computer rolls first</source>
        <translation>B — コンピュータが先に振る</translation>
    </message>
    <message>
        <source>Which player you are; changing it starts a new game</source>
        <translation>あなたがどちらのプレイヤーか。変更すると新しいゲームを始めます</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新規ゲーム</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N); the tally is kept</source>
        <translation>新しいゲームを始めます（Ctrl+N）。勝敗の記録は残ります</translation>
    </message>
    <message>
        <source>Only claims above the previous one are allowed; claims above N are sure lies</source>
        <translation>直前の宣言より大きい宣言だけができます。N より大きい宣言は確実な嘘です</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Call — “you are bluffing!”</source>
        <translation>コール —「ブラフだ！」</translation>
    </message>
    <message>
        <source>The die is revealed: a true claim wins for the roller, a false one for you</source>
        <translation>サイコロを見せます: 宣言が本当なら振り手の勝ち、嘘ならあなたの勝ちです</translation>
    </message>
    <message>
        <source>Pass — roll and claim higher</source>
        <translation>パス — 振って、より大きく宣言</translation>
    </message>
    <message>
        <source>Accept the claim: you become the roller and must claim more</source>
        <translation>宣言を受け入れます: あなたが振り手になり、より大きい宣言をしなければなりません</translation>
    </message>
    <message>
        <source>Show the optimal strategies of the current subgame (what the computer plays)</source>
        <translation>現在の部分ゲームの最適戦略を表示（コンピュータが使う戦略）</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>あなたの役:</translation>
    </message>
    <message>
        <source>Claim: my die shows at least</source>
        <translation>宣言: 自分のサイコロの目は</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules.&lt;/b&gt; The roller rolls an N-sided die in secret and claims “X ≥ y”. The other player calls (the die is shown: a true claim wins for the roller, a false one for the caller) or passes, and then rolls a fresh die and must claim a larger y. A starts.</source>
        <translation>&lt;b&gt;ルール。&lt;/b&gt;振り手は N 面のサイコロをこっそり振り、「X ≥ y」と宣言します。相手はコールする（サイコロを見せ、宣言が本当なら振り手の勝ち、嘘ならコールした側の勝ち）か、パスして新しくサイコロを振り、より大きい y を宣言しなければなりません。A から始めます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Moves&lt;/b&gt;</source>
        <translation>&lt;b&gt;経過&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play as A</source>
        <translation>A でプレイ</translation>
    </message>
    <message>
        <source>Play as B</source>
        <translation>B でプレイ</translation>
    </message>
    <message>
        <source>Only the sure lie “X ≥ %1” is left.</source>
        <translation>残っているのは確実な嘘「X ≥ %1」だけです。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Subgame G(%1)&lt;/b&gt;: the roller claims with die x as in its row; the caller calls the claim y with probability q&lt;sub&gt;y&lt;/sub&gt;. Solution tab: why this is optimal.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;部分ゲーム G(%1)&lt;/b&gt;: 振り手は目が x のとき、その行のとおりに宣言します。相手は宣言 y を確率 q&lt;sub&gt;y&lt;/sub&gt; でコールします。なぜこれが最適かは「解」タブで。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Subgame G(%1): the strategies for N = %2 are too large to show here; see the Solution tab.&lt;/p&gt;</source>
        <translation>&lt;p&gt;部分ゲーム G(%1): N = %2 の戦略は大きすぎてここには表示できません。「解」タブを見てください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>目 %1</translation>
    </message>
    <message>
        <source>call q&lt;sub&gt;y&lt;/sub&gt;</source>
        <translation>コール q&lt;sub&gt;y&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>You %1 : %2 Computer</source>
        <translation>あなた %1 : %2 コンピュータ</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — roller, your die</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 振り手、あなたのサイコロ</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — roller, hidden die</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 振り手、目は非公開</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — roller, die revealed</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 振り手、目を公開</translation>
    </message>
    <message>
        <source>No claim yet</source>
        <translation>まだ宣言はありません</translation>
    </message>
    <message>
        <source>%1 claimed&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 の宣言&lt;br&gt;&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>≥ %1 — sure lie</source>
        <translation>≥ %1 — 確実な嘘</translation>
    </message>
    <message>
        <source>  (bluff)</source>
        <translation>  （ブラフ）</translation>
    </message>
    <message>
        <source>No claim above %1 is left: a sure lie can only be called</source>
        <translation>%1 より大きい宣言は残っていません: 確実な嘘はコールするしかありません</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝ちです!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>コンピュータの勝ちです</translation>
    </message>
    <message>
        <source>The die shows %1, so the claim %2 was %3. Press New game to play again.</source>
        <translation>サイコロの目は %1 なので、宣言 %2 は%3でした。もう一度遊ぶには「新規ゲーム」を押してください。</translation>
    </message>
    <message>
        <source>true</source>
        <translation>本当</translation>
    </message>
    <message>
        <source>a bluff</source>
        <translation>ブラフ</translation>
    </message>
    <message>
        <source>Your die shows %1 — make a claim</source>
        <translation>あなたの目は %1 — 宣言してください</translation>
    </message>
    <message>
        <source>Call or pass the claim %1?</source>
        <translation>宣言 %1 をコールしますか、パスしますか？</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>コンピュータが考えています…</translation>
    </message>
    <message>
        <source>The computer is studying the game (solving N = %1)…</source>
        <translation>コンピュータがゲームを研究しています（N = %1 を求解中）…</translation>
    </message>
    <message>
        <source>Subgame G(%1): with optimal play the roller wins with probability %2.</source>
        <translation>部分ゲーム G(%1): 最適にプレイすると振り手は確率 %2 で勝ちます。</translation>
    </message>
    <message>
        <source>Round %1: %2 rolls a %3.</source>
        <translation>第 %1 ラウンド: %2 が %3 を出しました。</translation>
    </message>
    <message>
        <source>Round %1: %2 rolls (hidden).</source>
        <translation>第 %1 ラウンド: %2 が振りました（非公開）。</translation>
    </message>
    <message>
        <source>    %1 claims %2.</source>
        <translation>    %1 の宣言: %2。</translation>
    </message>
    <message>
        <source>    %1 passes.</source>
        <translation>    %1 はパス。</translation>
    </message>
    <message>
        <source>    %1 calls: the die shows %2 — %3.</source>
        <translation>    %1 がコール: 目は %2 — %3。</translation>
    </message>
    <message>
        <source>the claim was true</source>
        <translation>宣言は本当でした</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 の勝ち。</translation>
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
        <translation>小数</translation>
    </message>
    <message>
        <source>V(M): the roller&apos;s winning probability in the subgame G(M), where every claim must be at least M. A&apos;s winning probability is V(1). Click a row to show that subgame.</source>
        <translation>V(M): 宣言がすべて M 以上でなければならない部分ゲーム G(M) で振り手が勝つ確率。A の勝つ確率は V(1) です。行をクリックするとその部分ゲームを表示します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values of the subgames&lt;/b&gt;</source>
        <translation>&lt;b&gt;部分ゲームの値&lt;/b&gt;</translation>
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
        <translation>表示する部分ゲーム: 振り手は M 以上を宣言しなければなりません</translation>
    </message>
    <message>
        <source>Row “die x”: the probability that the roller with die x claims “X ≥ y”. Last row: the probability q_y that the other player calls the claim y.</source>
        <translation>行「目 x」: 目が x の振り手が「X ≥ y」と宣言する確率。最後の行: 相手が宣言 y をコールする確率 q_y。</translation>
    </message>
    <message>
        <source>The roller&apos;s winning probability with die x when claiming y, against the call probabilities q. Green: claims the strategy uses; bold: the row&apos;s best.</source>
        <translation>コール確率 q に対して、目が x の振り手が y を宣言したときに勝つ確率。緑: 戦略が使う宣言。太字: その行の最大値。</translation>
    </message>
    <message>
        <source>Against the roller&apos;s strategy s: the roller&apos;s expected payoff from the claim y (weighted by how often it is made) if it is passed and if it is called. The caller wants it small.</source>
        <translation>振り手の戦略 s に対して、宣言 y がパスされた場合とコールされた場合の振り手の期待利得（その宣言がなされる頻度で重み付け）。コール側はこれを小さくしたい。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Roller&lt;/b&gt;: payoff of each claim against q</source>
        <translation>&lt;b&gt;振り手&lt;/b&gt;: q に対する各宣言の利得</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caller&lt;/b&gt;: payoff of pass and call against s</source>
        <translation>&lt;b&gt;コール側&lt;/b&gt;: s に対するパスとコールの利得</translation>
    </message>
    <message>
        <source>Why optimal: payoffs against every pure reply</source>
        <translation>なぜ最適か: あらゆる純粋戦略の応答に対する利得</translation>
    </message>
    <message>
        <source>The LP of the subgame</source>
        <translation>部分ゲームの線形計画</translation>
    </message>
    <message>
        <source>&lt;b&gt;Subgame&lt;/b&gt;</source>
        <translation>&lt;b&gt;部分ゲーム&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Optimal strategies&lt;/b&gt;: the roller&apos;s claims s and the call probabilities q</source>
        <translation>&lt;b&gt;最適戦略&lt;/b&gt;: 振り手の宣言 s とコール確率 q</translation>
    </message>
    <message>
        <source>No solution yet.</source>
        <translation>まだ解がありません。</translation>
    </message>
    <message>
        <source>≈ %1 (approximate: floating point)</source>
        <translation>≈ %1（近似: 浮動小数点）</translation>
    </message>
    <message>
        <source>&lt;p&gt;With a %1-sided die, A (the first roller) wins with probability&lt;br&gt;&lt;b style=&apos;font-size:13pt&apos;&gt;V(1) = %2&lt;/b&gt;&lt;/p&gt;%3</source>
        <translation>&lt;p&gt;%1 面のサイコロでは、A（最初の振り手）が勝つ確率は&lt;br&gt;&lt;b style=&apos;font-size:13pt&apos;&gt;V(1) = %2&lt;/b&gt;&lt;/p&gt;%3</translation>
    </message>
    <message>
        <source>&lt;p&gt;Exact rational arithmetic.&lt;/p&gt;</source>
        <translation>&lt;p&gt;有理数による厳密計算。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;N &amp;gt; %1: solved in floating point; the numbers below are approximate.&lt;/p&gt;</source>
        <translation>&lt;p&gt;N &amp;gt; %1: 浮動小数点で解きました。以下の数値は近似値です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>A&apos;s first claim (the whole game): claims 1 … %1</source>
        <translation>A の最初の宣言（ゲーム全体）: 宣言 1 … %1</translation>
    </message>
    <message>
        <source>After a passed claim of %1: the new roller claims %2 … %3 — V(%2) = %4</source>
        <translation>宣言 %1 がパスされた後: 新しい振り手が %2 … %3 を宣言 — V(%2) = %4</translation>
    </message>
    <message>
        <source>die %1</source>
        <translation>目 %1</translation>
    </message>
    <message>
        <source>call q_y</source>
        <translation>コール q_y</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>call</source>
        <translation>コール</translation>
    </message>
    <message>
        <source>q_y</source>
        <translation>q_y</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>応答</translation>
    </message>
    <message>
        <source>not made</source>
        <translation>宣言しない</translation>
    </message>
    <message>
        <source>mix</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LiarsDiceText</name>
    <message>
        <source>≥ %1 (sure lie)</source>
        <translation>≥ %1（確実な嘘）</translation>
    </message>
    <message>
        <source>The roller&apos;s LP of G(%1): claims %1 … %2</source>
        <translation>G(%1) の振り手の線形計画: 宣言 %1 … %2</translation>
    </message>
    <message>
        <source>A passed claim y leads to G(y+1) with the roles swapped, worth c&lt;sub&gt;y&lt;/sub&gt; to the roller (V(%1) = V(%2) = 0):</source>
        <translation>パスされた宣言 y は役割を入れ替えた G(y+1) に進み、振り手にとっての値は c&lt;sub&gt;y&lt;/sub&gt; です（V(%1) = V(%2) = 0）:</translation>
    </message>
    <message>
        <source>maximise</source>
        <translation>最大化</translation>
    </message>
    <message>
        <source>subject to</source>
        <translation>制約条件</translation>
    </message>
    <message>
        <source>call: “X ≥ %1” is always true</source>
        <translation>コール: 「X ≥ %1」は常に本当</translation>
    </message>
    <message>
        <source>call: “X ≥ %1” is a sure lie</source>
        <translation>コール: 「X ≥ %1」は確実な嘘</translation>
    </message>
    <message>
        <source>call: only X = %1 is truthful</source>
        <translation>コール: X = %1 のときだけ本当</translation>
    </message>
    <message>
        <source>call: true for X = %1 … %2</source>
        <translation>コール: X = %1 … %2 のとき本当</translation>
    </message>
    <message>
        <source>pass: 1 − V(%1) = %2</source>
        <translation>パス: 1 − V(%1) = %2</translation>
    </message>
    <message>
        <source>Optimum:</source>
        <translation>最適値:</translation>
    </message>
    <message>
        <source>The caller&apos;s LP (same value)</source>
        <translation>コール側の線形計画（同じ値）</translation>
    </message>
    <message>
        <source>minimise</source>
        <translation>最小化</translation>
    </message>
    <message>
        <source>for every die x and claim y ≥ %1</source>
        <translation>すべての目 x と宣言 y ≥ %1 について</translation>
    </message>
    <message>
        <source>&lt;p&gt;✓ Roller: with every die value, each claim it uses earns the best payoff of its row against the caller&apos;s q (green cells), so no other claim would do better.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✓ 振り手: どの目でも、使う宣言はすべてコール側の q に対してその行で最大の利得を得る（緑のセル）ので、ほかの宣言に変えても良くなりません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✗ Roller: with die %1 a used claim earns less than the best of its row.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✗ 振り手: 目 %1 で使う宣言の利得が、その行の最大値より小さくなっています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✓ Caller: each claim is always called or always passed, and that reply is at least as good for the caller as the other one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✓ コール側: どの宣言も常にコールされるか常にパスされ、その応答はコール側にとってもう一方と同じかそれ以上に良い。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✓ Caller: where 0 &amp;lt; q&lt;sub&gt;y&lt;/sub&gt; &amp;lt; 1 (claims %1) calling and passing give the roller the same payoff, so the caller is indifferent and may mix; elsewhere the chosen reply is at least as good.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✓ コール側: 0 &amp;lt; q&lt;sub&gt;y&lt;/sub&gt; &amp;lt; 1 となる宣言（%1）では、コールしてもパスしても振り手の利得は同じなので、コール側は無差別で混合してよい。それ以外では、選んだ応答がもう一方と同じかそれ以上に良い。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;✗ Caller: the reply to claims %1 is not a best reply.&lt;/p&gt;</source>
        <translation>&lt;p&gt;✗ コール側: 宣言 %1 への応答が最適反応になっていません。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::LpSolutionPage</name>
    <message>
        <source>Exact solution by linear programming</source>
        <translation>線形計画法による厳密解</translation>
    </message>
    <message>
        <source>Value v =</source>
        <translation>ゲームの値 v =</translation>
    </message>
    <message>
        <source>verified ✓ (exactly: min_j (pᵀA)_j = v = max_i (Aq)_i)</source>
        <translation>検証済み ✓（厳密に min_j (pᵀA)_j = v = max_i (Aq)_i）</translation>
    </message>
    <message>
        <source>approximate: the floating-point answer could not be verified exactly</source>
        <translation>近似値: 浮動小数点の答えを厳密に検証できませんでした</translation>
    </message>
    <message>
        <source>Player I, p:</source>
        <translation>プレイヤーI の戦略 p:</translation>
    </message>
    <message>
        <source>Player II, q:</source>
        <translation>プレイヤーII の戦略 q:</translation>
    </message>
    <message>
        <source>Infallible test:</source>
        <translation>確実な判定法:</translation>
    </message>
    <message>
        <source>All optimal strategies</source>
        <translation>すべての最適戦略</translation>
    </message>
    <message>
        <source>Not computed for a game this large.</source>
        <translation>このように大きなゲームでは計算しません。</translation>
    </message>
    <message>
        <source>Player I&apos;s optimal strategy is unique:</source>
        <translation>プレイヤーI の最適戦略は一意です:</translation>
    </message>
    <message>
        <source>Player I&apos;s optimal strategies: every mixture of these %1 vertices:</source>
        <translation>プレイヤーI の最適戦略: 次の %1 個の頂点のあらゆる混合:</translation>
    </message>
    <message>
        <source>Player II&apos;s optimal strategy is unique:</source>
        <translation>プレイヤーII の最適戦略は一意です:</translation>
    </message>
    <message>
        <source>Player II&apos;s optimal strategies: every mixture of these %1 vertices:</source>
        <translation>プレイヤーII の最適戦略: 次の %1 個の頂点のあらゆる混合:</translation>
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
        <translation>スタート</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved %n document(s)</source>
        <translation>
            <numerusform>%n 個の文書を自動保存しました</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a .gamelab document or import a file</source>
        <translation>.gamelab 文書を開くか、ファイルをインポートします</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the current document</source>
        <translation>現在の文書を保存します</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>スタートページ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;About Gamelab</source>
        <translation>Gamelab について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <source>&lt;original&gt;</source>
        <translation>&lt;元の状態&gt;</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>操作履歴</translation>
    </message>
    <message>
        <source>Status &amp;Bar</source>
        <translation>ステータスバー(&amp;B)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>最近使ったファイルをクリア(&amp;C)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>%1 にエクスポートしました</translation>
    </message>
    <message>
        <source>No export formats</source>
        <translation>エクスポート形式がありません</translation>
    </message>
    <message>
        <source>Not saved yet</source>
        <translation>まだ保存されていません</translation>
    </message>
    <message>
        <source>Close Document</source>
        <translation>文書を閉じる</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes.</source>
        <translation>「%1」には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Do you want to save them before closing?</source>
        <translation>閉じる前に保存しますか？</translation>
    </message>
    <message>
        <source>Recovery failed</source>
        <translation>復元に失敗しました</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Recover Documents</source>
        <translation>文書の復元</translation>
    </message>
    <message numerus="yes">
        <source>Gamelab did not shut down properly. %n document(s) with unsaved changes can be recovered.</source>
        <translation>
            <numerusform>Gamelab は正しく終了しませんでした。保存されていない変更のある文書 %n 個を復元できます。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>後で確認(&amp;L)</translation>
    </message>
    <message>
        <source>Created “%1”</source>
        <translation>「%1」を作成しました</translation>
    </message>
    <message>
        <source>Opened example “%1”</source>
        <translation>例「%1」を開きました</translation>
    </message>
    <message>
        <source>Gamelab documents (*.gamelab)</source>
        <translation>Gamelab 文書 (*.gamelab)</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>サポートされているすべてのファイル (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Cannot open “%1”</source>
        <translation>「%1」を開けません</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存に失敗しました</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>The new language is used after Gamelab is restarted.</source>
        <translation>新しい言語は Gamelab の再起動後に使われます。</translation>
    </message>
    <message>
        <source>About Gamelab</source>
        <translation>Gamelab について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Gamelab %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for game theory: zero-sum matrix games and more, solved exactly with rational arithmetic.&lt;/p&gt;&lt;p&gt;Built with Qt %2, GMP, COIN-OR Clp and lrslib.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gamelab %1&lt;/h3&gt;&lt;p&gt;ゲーム理論のためのデスクトップ作業台: ゼロ和行列ゲームなどを有理数演算で厳密に解きます。&lt;/p&gt;&lt;p&gt;Qt %2、GMP、COIN-OR Clp、lrslib を使用しています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Start Page</source>
        <translation>スタートページ</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message numerus="yes">
        <source>%n autosaved file(s) could not be read and were moved to %1.</source>
        <translation>
            <numerusform>自動保存された %n 個のファイルを読めなかったため、%1 に移しました。</numerusform>
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
        <translation>すべての子から一様に選ぶ</translation>
    </message>
    <message>
        <source>Uniform over the children of the best kmn-η class</source>
        <translation>kmn-η の選択好順で最上位の子から一様に選ぶ</translation>
    </message>
    <message>
        <source>Best predicted payoff, ties uniform (maxn with the average tie rule)</source>
        <translation>予測利得が最大の子を選び、同点なら一様（同点規則が平均の maxn）</translation>
    </message>
    <message>
        <source>Best expected payoff; ties by SP-1EP, then uniform (the thesis&apos;s 1EP player)</source>
        <translation>期待利得が最大の子を選び、同点なら SP-1EP で絞ってから一様（論文の 1EP プレイヤー）</translation>
    </message>
    <message>
        <source>maxn, first tied child</source>
        <translation>maxn、同点なら最初の子</translation>
    </message>
    <message>
        <source>Assumes every other player plays against it</source>
        <translation>ほかのプレイヤー全員が自分に敵対すると仮定する</translation>
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
        <translation>パラノイド</translation>
    </message>
    <message>
        <source>Players &amp;know the others&apos; policies</source>
        <translation>プレイヤーは互いの方策を知っている(&amp;K)</translation>
    </message>
    <message>
        <source>On: everyone best-responds to the actual policies (Table 5.4). Off: everyone predicts the others by its own policy (Table 5.3).</source>
        <translation>オン: 全員が実際の方策に対して最適に応じます（表 5.4）。オフ: 全員がほかのプレイヤーの手を自分の方策で予測します（表 5.3）。</translation>
    </message>
    <message>
        <source>Average over seat &amp;rotations</source>
        <translation>席を入れ替えて平均(&amp;R)</translation>
    </message>
    <message>
        <source>Play every distinct assignment of the same policies to the seats and average</source>
        <translation>同じ方策の組を席に割り当てる相異なる方法をすべて対戦させ、平均します</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>実行(&amp;U)</translation>
    </message>
    <message>
        <source>Compute the exact expected win probabilities</source>
        <translation>厳密な期待勝率を計算します</translation>
    </message>
    <message>
        <source>&amp;Thesis experiment</source>
        <translation>論文の実験(&amp;T)</translation>
    </message>
    <message>
        <source>The six rows of Tables 5.3/5.4: one or two 1EP players against RNDall, RNDeta and eqprob, with the current settings (three players)</source>
        <translation>表 5.3/5.4 の 6 行: 1 人または 2 人の 1EP プレイヤーと RNDall、RNDeta、eqprob との対戦を、現在の設定で行います（3 人）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;Copy as CSV</source>
        <translation>CSV としてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the results table to the clipboard as comma-separated values</source>
        <translation>結果の表をカンマ区切り値としてクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Matchup</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Of</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Win probability</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>小数</translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>解釈:</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>No binary game.</source>
        <translation>2値ゲームではありません。</translation>
    </message>
    <message>
        <source>Seat %1 (%2):</source>
        <translation>席 %1（%2）:</translation>
    </message>
    <message>
        <source>The policy of seat %1</source>
        <translation>席 %1 の方策</translation>
    </message>
    <message>
        <source>1EP×%1 vs %2×%3</source>
        <translation>1EP×%1 対 %2×%3</translation>
    </message>
    <message>
        <source>Playing %1…</source>
        <translation>%1 を対戦中…</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>対戦</translation>
    </message>
    <message numerus="yes">
        <source>%1: done (%n seat assignment(s) averaged).</source>
        <translation>
            <numerusform>%1: 完了（%n 通りの席の割り当てを平均）。</numerusform>
        </translation>
    </message>
    <message>
        <source>know</source>
        <translation>知っている</translation>
    </message>
    <message>
        <source>don&apos;t know</source>
        <translation>知らない</translation>
    </message>
    <message>
        <source>rotated</source>
        <translation>席を入れ替え</translation>
    </message>
    <message>
        <source>fixed seats</source>
        <translation>席を固定</translation>
    </message>
    <message>
        <source>%1 (average)</source>
        <translation>%1（平均）</translation>
    </message>
    <message>
        <source>Seat %1 (%2): %3</source>
        <translation>席 %1（%2）: %3</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixAnalysisPanel</name>
    <message>
        <source>1 Saddle</source>
        <translation>1 鞍点</translation>
    </message>
    <message>
        <source>Row minima, column maxima, lower and upper value, saddle points (§2.2.1)</source>
        <translation>行の最小値、列の最大値、下側の値と上側の値、鞍点（§2.2.1）</translation>
    </message>
    <message>
        <source>2 Dominance</source>
        <translation>2 支配</translation>
    </message>
    <message>
        <source>Iterated removal of dominated rows and columns, also by mixtures (§2.2.3)</source>
        <translation>支配される行と列の逐次除去、混合による支配も含む（§2.2.3）</translation>
    </message>
    <message>
        <source>3 2x2</source>
        <translation>3 2×2</translation>
    </message>
    <message>
        <source>Formulas for 2x2 games with the numbers substituted (§2.2.2)</source>
        <translation>2×2 ゲームの公式に数値を代入（§2.2.2）</translation>
    </message>
    <message>
        <source>4 Graph</source>
        <translation>4 図解法</translation>
    </message>
    <message>
        <source>Graphical method for 2xn and mx2 games (§2.2.4)</source>
        <translation>2×n および m×2 ゲームの図解法（§2.2.4）</translation>
    </message>
    <message>
        <source>5 Thm 3.2</source>
        <translation>5 定理3.2</translation>
    </message>
    <message>
        <source>Theorem 3.2: value and strategies from the inverse matrix (§2.3.2)</source>
        <translation>定理 3.2: 逆行列からゲームの値と戦略を求める（§2.3.2）</translation>
    </message>
    <message>
        <source>6 Solution</source>
        <translation>6 解</translation>
    </message>
    <message>
        <source>Exact solution by linear programming, verified, with all optimal strategies (§2.4)</source>
        <translation>線形計画法による検証済みの厳密解と、すべての最適戦略（§2.4）</translation>
    </message>
    <message>
        <source>7 Pivot</source>
        <translation>7 ピボット</translation>
    </message>
    <message>
        <source>Williams&apos; pivot method, tableau by tableau (§2.4.5)</source>
        <translation>Williams のピボット法、タブローごとに（§2.4.5）</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ解析していません。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixCellDelegate</name>
    <message>
        <source>An integer, a fraction such as -2/7, a decimal such as 0.25, or an expression over the parameters such as 3*t - 1</source>
        <translation>整数、-2/7 のような分数、0.25 のような小数、または 3*t - 1 のようなパラメータの式</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.</source>
        <translation>「%1」は数値ではありません: 整数、-2/7 のような分数、または 0.25 のような小数を入力してください。</translation>
    </message>
    <message>
        <source>(Esc cancels.)</source>
        <translation>（Esc で取り消します。）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixDocument</name>
    <message>
        <source>Gambit strategic form (*.nfg)</source>
        <translation>Gambit 戦略形 (*.nfg)</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>CSV（カンマ区切り） (*.csv)</translation>
    </message>
    <message>
        <source>cell (%1, %2)</source>
        <translation>セル (%1, %2)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixEditor</name>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Analyse the game now</source>
        <translation>今すぐゲームを解析します</translation>
    </message>
    <message>
        <source>+Row↑</source>
        <translation>+行↑</translation>
    </message>
    <message>
        <source>Insert a row above the current one</source>
        <translation>現在の行の上に行を挿入します</translation>
    </message>
    <message>
        <source>+Row↓</source>
        <translation>+行↓</translation>
    </message>
    <message>
        <source>Insert a row below the current one</source>
        <translation>現在の行の下に行を挿入します</translation>
    </message>
    <message>
        <source>+Col←</source>
        <translation>+列←</translation>
    </message>
    <message>
        <source>Insert a column left of the current one</source>
        <translation>現在の列の左に列を挿入します</translation>
    </message>
    <message>
        <source>+Col→</source>
        <translation>+列→</translation>
    </message>
    <message>
        <source>Insert a column right of the current one</source>
        <translation>現在の列の右に列を挿入します</translation>
    </message>
    <message>
        <source>−Row</source>
        <translation>−行</translation>
    </message>
    <message>
        <source>Delete the selected rows</source>
        <translation>選択した行を削除します</translation>
    </message>
    <message>
        <source>−Col</source>
        <translation>−列</translation>
    </message>
    <message>
        <source>Delete the selected columns</source>
        <translation>選択した列を削除します</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current row up</source>
        <translation>現在の行を上へ移動します</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current row down</source>
        <translation>現在の行を下へ移動します</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>Move the current column left</source>
        <translation>現在の列を左へ移動します</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>Move the current column right</source>
        <translation>現在の列を右へ移動します</translation>
    </message>
    <message>
        <source>+c</source>
        <translation>+c</translation>
    </message>
    <message>
        <source>Add a constant to every payoff (the value shifts by it, optimal strategies stay)</source>
        <translation>すべての利得に定数を加えます（ゲームの値はその分ずれ、最適戦略は変わりません）</translation>
    </message>
    <message>
        <source>Size…</source>
        <translation>サイズ…</translation>
    </message>
    <message>
        <source>Set the number of rows and columns</source>
        <translation>行数と列数を設定します</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the selected payoffs</source>
        <translation>選択した利得をコピーします</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Paste a tab- or comma-separated block at the current cell</source>
        <translation>タブ区切りまたはカンマ区切りのブロックを現在のセルに貼り付けます</translation>
    </message>
    <message>
        <source>This game is large (%1 x %2): press Solve (F5) to analyse it.</source>
        <translation>このゲームは大きい（%1 × %2）ため、解析するには「解く」(F5) を押してください。</translation>
    </message>
    <message>
        <source>Analysing the %1 x %2 game</source>
        <translation>%1 × %2 のゲームを解析中</translation>
    </message>
    <message>
        <source>A game needs at least one row.</source>
        <translation>ゲームには少なくとも 1 行が必要です。</translation>
    </message>
    <message>
        <source>A game needs at least one column.</source>
        <translation>ゲームには少なくとも 1 列が必要です。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n row(s)</source>
        <translation>
            <numerusform>%n 行を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n column(s)</source>
        <translation>
            <numerusform>%n 列を削除</numerusform>
        </translation>
    </message>
    <message>
        <source>Add a constant</source>
        <translation>定数の加算</translation>
    </message>
    <message>
        <source>Add to every payoff (e.g. 2 or -1/2). The value shifts by this amount; the optimal strategies stay the same.</source>
        <translation>すべての利得に加える数（例: 2 や -1/2）。ゲームの値はこの分だけずれ、最適戦略は変わりません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; nothing changed.</source>
        <translation>「%1」は数値ではありません。何も変更していません。</translation>
    </message>
    <message>
        <source>Matrix size</source>
        <translation>行列のサイズ</translation>
    </message>
    <message>
        <source>Rows (player I):</source>
        <translation>行数（プレイヤーI）:</translation>
    </message>
    <message>
        <source>Columns (player II):</source>
        <translation>列数（プレイヤーII）:</translation>
    </message>
    <message>
        <source>Copied %1 x %2 payoffs.</source>
        <translation>%1 × %2 の利得をコピーしました。</translation>
    </message>
    <message>
        <source>Pasted %1 x %2 payoffs.</source>
        <translation>%1 × %2 の利得を貼り付けました。</translation>
    </message>
    <message>
        <source>Strategy name; leave empty for the default number. Enter confirms, Esc cancels.</source>
        <translation>戦略名。空欄にすると既定の番号になります。Enter で確定、Esc でキャンセル。</translation>
    </message>
    <message>
        <source>→ General-sum</source>
        <translation>→ 一般和</translation>
    </message>
    <message>
        <source>Open this game in the general-sum (strategic-form) editor, with B = −A</source>
        <translation>このゲームを B = −A として一般和（戦略形）エディタで開きます</translation>
    </message>
    <message>
        <source>The general-sum version can only be opened from the main window.</source>
        <translation>一般和版はメインウィンドウからのみ開けます。</translation>
    </message>
    <message>
        <source>+Param</source>
        <translation>+パラメータ</translation>
    </message>
    <message>
        <source>Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1</source>
        <translation>パラメータ t（[0, 1] で 0）を追加します: 以後、利得に 3*t - 1 のような式を書けます</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::MatrixTableModel</name>
    <message>
        <source>a(%1, %2) = %3 — what II pays I when I plays row %1 and II plays column %2</source>
        <translation>a(%1, %2) = %3 — I が行 %1、II が列 %2 を選んだときに II が I に支払う額</translation>
    </message>
    <message>
        <source>Saddle point: the minimum of its row and the maximum of its column; value = %1.</source>
        <translation>鞍点: 行の最小値かつ列の最大値。ゲームの値 = %1。</translation>
    </message>
    <message>
        <source>Row minimum %1 = max of the row minima (lower value): I can guarantee %1 with a pure strategy.</source>
        <translation>行の最小値 %1 = 行の最小値の最大（下側の値）: I は純粋戦略で %1 を保証できます。</translation>
    </message>
    <message>
        <source>Row minimum: the least I gets with this row.</source>
        <translation>行の最小値: この行で I が得る最小の額。</translation>
    </message>
    <message>
        <source>Column maximum %1 = min of the column maxima (upper value): II can hold I to %1 with a pure strategy.</source>
        <translation>列の最大値 %1 = 列の最大値の最小（上側の値）: II は純粋戦略で I の利得を %1 以下に抑えられます。</translation>
    </message>
    <message>
        <source>Column maximum: the most II pays with this column.</source>
        <translation>列の最大値: この列で II が支払う最大の額。</translation>
    </message>
    <message>
        <source>Probability of this row in an optimal strategy p of player I: %1</source>
        <translation>プレイヤーI の最適戦略 p におけるこの行の確率: %1</translation>
    </message>
    <message>
        <source>Probability of this column in an optimal strategy q of player II: %1</source>
        <translation>プレイヤーII の最適戦略 q におけるこの列の確率: %1</translation>
    </message>
    <message>
        <source>v = %1</source>
        <translation>v = %1</translation>
    </message>
    <message>
        <source>Value of the game: %1</source>
        <translation>ゲームの値: %1</translation>
    </message>
    <message>
        <source>max of row minima = min of column maxima = %1: the game has a saddle point.</source>
        <translation>行の最小値の最大 = 列の最大値の最小 = %1: このゲームには鞍点があります。</translation>
    </message>
    <message>
        <source>max of row minima %1 &lt; min of column maxima %2: no saddle point, the optimal strategies are mixed.</source>
        <translation>行の最小値の最大 %1 &lt; 列の最大値の最小 %2: 鞍点はなく、最適戦略は混合戦略です。</translation>
    </message>
    <message>
        <source>Strategy of player I (row). Double-click to rename.</source>
        <translation>プレイヤーI の戦略（行）。ダブルクリックで名前を変更。</translation>
    </message>
    <message>
        <source>Strategy of player II (column). Double-click to rename.</source>
        <translation>プレイヤーII の戦略（列）。ダブルクリックで名前を変更。</translation>
    </message>
    <message>
        <source>row min</source>
        <translation>行最小</translation>
    </message>
    <message>
        <source>p (I)</source>
        <translation>p (I)</translation>
    </message>
    <message>
        <source>col max</source>
        <translation>列最大</translation>
    </message>
    <message>
        <source>q (II)</source>
        <translation>q (II)</translation>
    </message>
    <message>
        <source>Minimum of each row; the largest one (green) is the lower value.</source>
        <translation>各行の最小値。その最大（緑）が下側の値です。</translation>
    </message>
    <message>
        <source>Optimal mixed strategy p of player I (rows).</source>
        <translation>プレイヤーI（行）の最適混合戦略 p。</translation>
    </message>
    <message>
        <source>Maximum of each column; the smallest one (blue) is the upper value.</source>
        <translation>各列の最大値。その最小（青）が上側の値です。</translation>
    </message>
    <message>
        <source>Optimal mixed strategy q of player II (columns).</source>
        <translation>プレイヤーII（列）の最適混合戦略 q。</translation>
    </message>
    <message>
        <source>Deleted in step %1 of the dominance log: %2 (%3).</source>
        <translation>支配の記録の手順 %1 で削除: %2（%3）。</translation>
    </message>
    <message>
        <source>strictly dominated</source>
        <translation>強く支配される</translation>
    </message>
    <message>
        <source>weakly dominated</source>
        <translation>弱く支配される</translation>
    </message>
    <message>
        <source>Expression: %1 (its value at the current parameters)</source>
        <translation>式: %1（現在のパラメータでの値）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.</source>
        <translation>「%1」は数値ではありません: 整数、-2/7 のような分数、または 0.25 のような小数を入力してください。</translation>
    </message>
    <message>
        <source>%1 The cell keeps %2.</source>
        <translation>%1 セルは %2 のままです。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::NewGameDialog</name>
    <message>
        <source>New impartial game</source>
        <translation>新規不偏ゲーム</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Subtraction game (type the set)</source>
        <translation>減算ゲーム（集合を入力）</translation>
    </message>
    <message>
        <source>Octal or hexadecimal game (type the code)</source>
        <translation>8進または16進ゲーム（コードを入力）</translation>
    </message>
    <message>
        <source>Kayles (0.77)</source>
        <translation>ケイレス (0.77)</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess (0.137)</source>
        <translation>ドーソンのチェス (0.137)</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>ラスカーのニム</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>グランディのゲーム</translation>
    </message>
    <message>
        <source>At-Least-Half</source>
        <translation>半分以上取り</translation>
    </message>
    <message>
        <source>At-Most-Half</source>
        <translation>半分以下取り</translation>
    </message>
    <message>
        <source>Subtract a power of 2</source>
        <translation>2 のべきを引く</translation>
    </message>
    <message>
        <source>Dim⁺ (remove a divisor)</source>
        <translation>Dim⁺（約数を取る）</translation>
    </message>
    <message>
        <source>Aliquot (remove a proper divisor)</source>
        <translation>Aliquot（真の約数を取る）</translation>
    </message>
    <message>
        <source>Even if not all, all if odd</source>
        <translation>全部でなければ偶数、奇数なら全部</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim_k (type k)</source>
        <translation>ムーアのニム_k（k を入力）</translation>
    </message>
    <message>
        <source>Staircase Nim</source>
        <translation>階段ニム</translation>
    </message>
    <message>
        <source>Nimble</source>
        <translation>ニンブル</translation>
    </message>
    <message>
        <source>Turning Turtles</source>
        <translation>亀ひっくり返し</translation>
    </message>
    <message>
        <source>Twins</source>
        <translation>ツインズ</translation>
    </message>
    <message>
        <source>Mock Turtles</source>
        <translation>モック・タートルズ</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>ルーラー</translation>
    </message>
    <message>
        <source>Grunt</source>
        <translation>グラント</translation>
    </message>
    <message>
        <source>Coin-turning rule (type it)</source>
        <translation>コイン裏返しのルール（入力）</translation>
    </message>
    <message>
        <source>Wythoff&apos;s queens</source>
        <translation>ワイトフのクイーン</translation>
    </message>
    <message>
        <source>Acrostic Twins</source>
        <translation>アクロスティック・ツインズ</translation>
    </message>
    <message>
        <source>Turning Corners</source>
        <translation>ターニング・コーナーズ</translation>
    </message>
    <message>
        <source>Rugs (Ruler × Ruler)</source>
        <translation>ラグ（ルーラー × ルーラー）</translation>
    </message>
    <message>
        <source>Northcott&apos;s game</source>
        <translation>ノースコットのゲーム</translation>
    </message>
    <message>
        <source>Green Hackenbush</source>
        <translation>グリーン・ハッケンブッシュ</translation>
    </message>
    <message>
        <source>Game on a graph</source>
        <translation>グラフ上のゲーム</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>Heaps have up to this many counters; boards get about this many pieces</source>
        <translation>山の石はこの数まで、盤の駒はおよそこの数になります</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Size of the random position:</source>
        <translation>ランダムな局面の大きさ:</translation>
    </message>
    <message>
        <source>Subtraction set:</source>
        <translation>減算集合:</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>コード:</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k:</translation>
    </message>
    <message>
        <source>Coin rule:</source>
        <translation>コインのルール:</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::NimCalculatorTab</name>
    <message>
        <source>A whole number from 0 to 2⁶⁴ − 1: decimal, 0x… hexadecimal or 0b… binary</source>
        <translation>0 から 2⁶⁴ − 1 までの整数: 10 進、0x… の 16 進、0b… の 2 進</translation>
    </message>
    <message>
        <source>&amp;x =</source>
        <translation>x(&amp;X) =</translation>
    </message>
    <message>
        <source>&amp;y =</source>
        <translation>y(&amp;Y) =</translation>
    </message>
    <message>
        <source>The nim-sum is binary addition without carry: each column of the result is 1 when the column above has an odd number of 1s.</source>
        <translation>ニム和は繰り上がりのない 2 進加算です: 上の列に 1 が奇数個あるとき、結果のその桁は 1 になります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nim-sum&lt;/b&gt; (binary addition without carry)</source>
        <translation>&lt;b&gt;ニム和&lt;/b&gt;（繰り上がりのない 2 進加算）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nim-product and its inverse operations&lt;/b&gt;</source>
        <translation>&lt;b&gt;ニム積とその逆演算&lt;/b&gt;</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>空です</translation>
    </message>
    <message>
        <source>“%1” is negative; nimbers are 0, 1, 2, …</source>
        <translation>「%1」は負の数です。ニム数は 0, 1, 2, … です</translation>
    </message>
    <message>
        <source>“%1” is larger than 2⁶⁴ − 1 = 18446744073709551615</source>
        <translation>「%1」は 2⁶⁴ − 1 = 18446744073709551615 より大きい数です</translation>
    </message>
    <message>
        <source>“%1” is not a whole number (decimal, 0x… hexadecimal or 0b… binary)</source>
        <translation>「%1」は整数ではありません（10 進、0x… の 16 進、0b… の 2 進）</translation>
    </message>
    <message>
        <source>x %1.</source>
        <translation>x: %1。</translation>
    </message>
    <message>
        <source>y %1.</source>
        <translation>y: %1。</translation>
    </message>
    <message>
        <source>%1 ⊕ %2 = %3</source>
        <translation>%1 ⊕ %2 = %3</translation>
    </message>
    <message>
        <source>(needs both x and y)</source>
        <translation>（x と y の両方が必要）</translation>
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
        <translation>%1 ⊘ %2 = %3   （検算: %3 ⊗ %2 = %4）</translation>
    </message>
    <message>
        <source>%1 ⊘ %2 is undefined: there is no dividing by 0.</source>
        <translation>%1 ⊘ %2 は定義されません: 0 では割れません。</translation>
    </message>
    <message>
        <source>%1⁻¹ = %2   (%1 ⊗ %2 = %3)</source>
        <translation>%1⁻¹ = %2   (%1 ⊗ %2 = %3)</translation>
    </message>
    <message>
        <source>%1⁻¹ does not exist: 0 has no inverse.</source>
        <translation>%1⁻¹ は存在しません: 0 には逆元がありません。</translation>
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
        <translation> — よって %1 と %2 は互いに逆元</translation>
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
        <translation>x, y が次の値未満のときの x ⊗ y:</translation>
    </message>
    <message>
        <source>%1 (%1 × %1 table)</source>
        <translation>%1（%1 × %1 の表）</translation>
    </message>
    <message>
        <source>Row x, column y. Every row but the first contains exactly one 1 (red): the inverse of x. The numbers below 2, 4, 16, 256 (Fermat 2-powers 2^2^n) form subfields.</source>
        <translation>行 x、列 y。最初の行以外の各行には 1（赤）がちょうど 1 つあり、その列が x の逆元です。2, 4, 16, 256（フェルマー 2 べき 2^2^n）未満の数は部分体をなします。</translation>
    </message>
    <message>
        <source>Nim multiplication table, x ⊗ y for 0 ≤ x, y &lt; %1 (row x, column y):</source>
        <translation>ニム積の乗法表、0 ≤ x, y &lt; %1 での x ⊗ y（行 x、列 y）:</translation>
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
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>Slide over [min, max]</source>
        <translation>[最小, 最大] の範囲で動かします</translation>
    </message>
    <message>
        <source>+ Add</source>
        <translation>+ 追加</translation>
    </message>
    <message>
        <source>Add a parameter (t = 0 in [0, 1]); payoffs may then be expressions such as 3*t - 1</source>
        <translation>パラメータ（[0, 1] で t = 0）を追加します。以後、利得に 3*t - 1 のような式を書けます</translation>
    </message>
    <message>
        <source>The parameter&apos;s name; renaming it renames it in every payoff</source>
        <translation>パラメータの名前。変更するとすべての利得の中で名前が変わります</translation>
    </message>
    <message>
        <source>The value of %1 (exact: 1/3, 0.25, -2)</source>
        <translation>%1 の値（厳密: 1/3, 0.25, -2）</translation>
    </message>
    <message>
        <source>The least value of %1 (empty: none)</source>
        <translation>%1 の最小値（空欄: なし）</translation>
    </message>
    <message>
        <source>The greatest value of %1 (empty: none)</source>
        <translation>%1 の最大値（空欄: なし）</translation>
    </message>
    <message>
        <source>Drag to change %1 between its min and max; the analysis follows</source>
        <translation>ドラッグして %1 を最小値と最大値の間で変えます。解析が追従します</translation>
    </message>
    <message>
        <source>Remove parameter %1 (only when no payoff uses it)</source>
        <translation>パラメータ %1 を削除します（どの利得でも使われていないときのみ）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: the value of %2 stays.</source>
        <translation>「%1」は数値ではありません: %2 の値はそのままです。</translation>
    </message>
    <message>
        <source>The range of %1 takes exact numbers (or nothing for no bound).</source>
        <translation>%1 の範囲には厳密な数を入力します（制限なしは空欄）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ParameterSweepController</name>
    <message>
        <source>Sweep cancelled.</source>
        <translation>掃引を取り消しました。</translation>
    </message>
    <message>
        <source>No parameter to sweep: add a parameter with a range (Ctrl+Shift+P) and use it in a payoff.</source>
        <translation>掃引するパラメータがありません: 範囲付きのパラメータを追加し（Ctrl+Shift+P）、利得で使ってください。</translation>
    </message>
    <message>
        <source>Sweeping %1 exactly…</source>
        <translation>%1 を厳密に掃引中…</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>%1 の掃引</translation>
    </message>
    <message>
        <source>vs parameter</source>
        <translation>パラメータ掃引</translation>
    </message>
    <message>
        <source>Equilibria as exact functions of a parameter, with the breakpoints where they change</source>
        <translation>パラメータの厳密な関数としての均衡と、それが変わる分岐点</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ParameterSweepPage</name>
    <message>
        <source>&amp;Parameter:</source>
        <translation>パラメータ(&amp;P):</translation>
    </message>
    <message>
        <source>The parameter swept over its range; the others stay at their values</source>
        <translation>範囲全体で掃引するパラメータ。ほかのパラメータは現在の値のままです</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>表示(&amp;S):</translation>
    </message>
    <message>
        <source>The quantity drawn for every equilibrium against the parameter</source>
        <translation>各均衡についてパラメータに対して描く量</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the sweep</source>
        <translation>掃引を止めます</translation>
    </message>
    <message>
        <source>No parameter to sweep yet: add a parameter and use it in a payoff.</source>
        <translation>掃引するパラメータはまだありません: パラメータを追加して利得で使ってください。</translation>
    </message>
    <message numerus="yes">
        <source>Exact sweep of %1 over [%2, %3]: %n breakpoint(s).</source>
        <translation>
            <numerusform>%1 の [%2, %3] での厳密な掃引: 分岐点 %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Value of the game</source>
        <translation>ゲームの値</translation>
    </message>
    <message>
        <source>Payoff of %1</source>
        <translation>%1 の利得</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 が %2 を選ぶ確率</translation>
    </message>
    <message>
        <source>equilibrium %1</source>
        <translation>均衡 %1</translation>
    </message>
    <message>
        <source>For %1 between %2 and %3:</source>
        <translation>%1 が %2 と %3 の間のとき:</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>値 %1</translation>
    </message>
    <message>
        <source>payoffs (%1)</source>
        <translation>利得 (%1)</translation>
    </message>
    <message>
        <source>At the breakpoints:</source>
        <translation>分岐点では:</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>payoff</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>確率</translation>
    </message>
    <message>
        <source>Sampled, not exact: equilibria found at %1 values of %2 in [%3, %4].</source>
        <translation>標本値（厳密ではありません）: %2 の [%3, %4] の %1 個の値で見つかった均衡。</translation>
    </message>
    <message>
        <source>Games of three or more players have no exact sweep. Each dot is an equilibrium found at that value: the pure equilibria, those the support search finds within 0.05 s, else the limit of the logit QRE. Hover over a dot for the strategies.</source>
        <translation>3 人以上のゲームには厳密な掃引はありません。各点はその値で見つかった均衡です: 純粋均衡、サポート探索が 0.05 秒以内に見つけた均衡、それもなければロジット QRE の極限。点にマウスを重ねると戦略を表示します。</translation>
    </message>
    <message>
        <source>equilibria found</source>
        <translation>見つかった均衡</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanComparePage</name>
    <message>
        <source>G (the sum) against H (the expression under the components): G − H decides</source>
        <translation>G（和）と H（成分の下の式）の比較: G − H で判定</translation>
    </message>
    <message>
        <source>Type a game H under the components (&quot;Compare with H&quot;) to compare G = %1 with it.</source>
        <translation>成分の下（「H と比較:」）にゲーム H を入力すると、G = %1 と比較します。</translation>
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
        <translation>G − H の帰結類:</translation>
    </message>
    <message>
        <source>G − H &gt; 0: Left wins G − H whoever starts, so G &gt; H.</source>
        <translation>G − H &gt; 0: G − H ではどちらが先手でも左が勝つので、G &gt; H。</translation>
    </message>
    <message>
        <source>G − H &lt; 0: Right wins G − H whoever starts, so G &lt; H.</source>
        <translation>G − H &lt; 0: G − H ではどちらが先手でも右が勝つので、G &lt; H。</translation>
    </message>
    <message>
        <source>G − H = 0: the second player wins G − H, so G = H.</source>
        <translation>G − H = 0: G − H では後手が勝つので、G = H。</translation>
    </message>
    <message>
        <source>G − H ∥ 0: the first player wins G − H, so G and H are incomparable.</source>
        <translation>G − H ∥ 0: G − H では先手が勝つので、G と H は比較不能。</translation>
    </message>
    <message>
        <source>G ≥ H exactly when Left wins G − H moving second; G ≤ H exactly when Right does.</source>
        <translation>G ≥ H となるのは G − H で左が後手で勝つときに限り、G ≤ H となるのは右が後手で勝つときに限ります。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanEditor</name>
    <message>
        <source>Expression</source>
        <translation>式</translation>
    </message>
    <message>
        <source>Domineering</source>
        <translation>ドミニアリング</translation>
    </message>
    <message>
        <source>Hackenbush</source>
        <translation>ハッケンブッシュ</translation>
    </message>
    <message>
        <source>Toads and Frogs</source>
        <translation>ヒキガエルとカエル</translation>
    </message>
    <message>
        <source>Cutcake</source>
        <translation>ケーキ切り</translation>
    </message>
    <message>
        <source>The analysis of the sum (game tree, comparison, thermograph, play) appears here.</source>
        <translation>和の解析（ゲーム木、比較、温度図、対戦）がここに表示されます。</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>&lt;b&gt;Components&lt;/b&gt; — the game is their sum</source>
        <translation>&lt;b&gt;成分&lt;/b&gt; — ゲームはこれらの和</translation>
    </message>
    <message>
        <source>The components of the sum and their canonical values; select one to edit it</source>
        <translation>和の成分とその標準形の値。選択すると編集できます</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a component: an expression or a board</source>
        <translation>成分を追加: 式または盤</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected component</source>
        <translation>選択した成分を削除</translation>
    </message>
    <message>
        <source>Remove a component</source>
        <translation>成分を削除</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move the selected component up</source>
        <translation>選択した成分を上へ移動</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Move the selected component down</source>
        <translation>選択した成分を下へ移動</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Add a copy of the selected component</source>
        <translation>選択した成分の複製を追加</translation>
    </message>
    <message>
        <source>Duplicate a component</source>
        <translation>成分を複製</translation>
    </message>
    <message>
        <source>Compare with H:</source>
        <translation>H と比較:</translation>
    </message>
    <message>
        <source>A game H to compare the sum G with (G − H decides); empty for none</source>
        <translation>和 G と比較するゲーム H（G − H で判定）。比較しないときは空欄</translation>
    </message>
    <message>
        <source>an expression, e.g. ^*</source>
        <translation>式（例: ^*）</translation>
    </message>
    <message>
        <source>Compare with %1</source>
        <translation>%1 と比較</translation>
    </message>
    <message>
        <source>At most %1 components.</source>
        <translation>成分は %1 個までです。</translation>
    </message>
    <message>
        <source>Add a %1 component</source>
        <translation>%1の成分を追加</translation>
    </message>
    <message>
        <source>Move a component up</source>
        <translation>成分を上へ移動</translation>
    </message>
    <message>
        <source>Move a component down</source>
        <translation>成分を下へ移動</translation>
    </message>
    <message>
        <source>(edges: %1)</source>
        <translation>（辺: %1）</translation>
    </message>
    <message>
        <source>%1
Value: %2</source>
        <translation>%1
値: %2</translation>
    </message>
    <message>
        <source>Sum G = %1</source>
        <translation>和 G = %1</translation>
    </message>
    <message>
        <source>No components: G = 0</source>
        <translation>成分なし: G = 0</translation>
    </message>
    <message>
        <source>Sum G = … (computing)</source>
        <translation>和 G = …（計算中）</translation>
    </message>
    <message>
        <source>The canonical value of the sum of the components</source>
        <translation>成分の和の標準形の値</translation>
    </message>
    <message>
        <source>Computing the values of the components</source>
        <translation>成分の値を計算しています</translation>
    </message>
    <message>
        <source>too large to analyse</source>
        <translation>大きすぎて解析できません</translation>
    </message>
    <message>
        <source>Expression (live errors point at the column):</source>
        <translation>式（入力中のエラーは該当する列を示します）:</translation>
    </message>
    <message>
        <source>Edit the expression</source>
        <translation>式を編集</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>行数:</translation>
    </message>
    <message>
        <source>Rows of the board</source>
        <translation>盤の行数</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>列数:</translation>
    </message>
    <message>
        <source>Columns of the board</source>
        <translation>盤の列数</translation>
    </message>
    <message>
        <source>Resize the board to %1×%2</source>
        <translation>盤の大きさを %1×%2 に変更</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>色:</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Blue edges are Left&apos;s (key B)</source>
        <translation>青の辺は左が切れます（キー B）</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Red edges are Right&apos;s (key R)</source>
        <translation>赤の辺は右が切れます（キー R）</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Green edges are either player&apos;s (key G)</source>
        <translation>緑の辺はどちらのプレイヤーも切れます（キー G）</translation>
    </message>
    <message>
        <source>Cells in the strip</source>
        <translation>帯のセル数</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>長さ:</translation>
    </message>
    <message>
        <source>Strip of %1 cells</source>
        <translation>セル %1 個の帯</translation>
    </message>
    <message>
        <source>Pieces (Left cuts vertically, Right horizontally):</source>
        <translation>ケーキの片（左は縦に、右は横に切る）:</translation>
    </message>
    <message>
        <source>No component selected. Add one: an expression or a board.</source>
        <translation>成分が選択されていません。式または盤を追加してください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Component %1</source>
        <translation>成分 %1</translation>
    </message>
    <message>
        <source>Sum G</source>
        <translation>和 G</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanPlayPage</name>
    <message>
        <source>New game</source>
        <translation>新規ゲーム</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>手を戻す</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Who plays Left (blue): a person or the computer</source>
        <translation>左（青）を指すのは人かコンピュータか</translation>
    </message>
    <message>
        <source>Who plays Right (red): a person or the computer</source>
        <translation>右（赤）を指すのは人かコンピュータか</translation>
    </message>
    <message>
        <source>Left first</source>
        <translation>左が先手</translation>
    </message>
    <message>
        <source>Right first</source>
        <translation>右が先手</translation>
    </message>
    <message>
        <source>Who makes the first move of a new game</source>
        <translation>新しいゲームで先手になる側</translation>
    </message>
    <message>
        <source>Start again from the components&apos; positions</source>
        <translation>成分の局面から最初からやり直す</translation>
    </message>
    <message>
        <source>Take back your last move (and the computer&apos;s reply)</source>
        <translation>自分の最後の手（とコンピュータの応手）を取り消す</translation>
    </message>
    <message>
        <source>Show the value of each component and of the total, and mark the winning moves</source>
        <translation>各成分と全体の値を表示し、必勝手に印をつける</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>左:</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>右:</translation>
    </message>
    <message>
        <source>The legal moves of the player to move: click one to play it</source>
        <translation>手番のプレイヤーの合法手。クリックするとその手を指します</translation>
    </message>
    <message>
        <source>The moves played so far</source>
        <translation>これまでに指した手</translation>
    </message>
    <message>
        <source>component %1 left out: %2</source>
        <translation>成分 %1 は除外: %2</translation>
    </message>
    <message>
        <source>%1: %2 (component %3)</source>
        <translation>%1: %2（成分 %3）</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>人</translation>
    </message>
    <message>
        <source>%1 has no move: %2 wins.</source>
        <translation>%1 は指せる手がありません: %2 の勝ちです。</translation>
    </message>
    <message>
        <source>%1 to move (%2).</source>
        <translation>%1 の手番（%2）。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Evaluating the position…</source>
        <translation>局面を評価しています…</translation>
    </message>
    <message>
        <source>Too large to analyse (%1): the moves stay legal, the computer plays any.</source>
        <translation>大きすぎて解析できません（%1）: 手は合法なままで、コンピュータは任意の手を指します。</translation>
    </message>
    <message>
        <source>Total G = %1; winning moves for %2: %3</source>
        <translation>全体 G = %1。%2 の必勝手: %3 個</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>winning</source>
        <translation>必勝手</translation>
    </message>
    <message>
        <source>A winning move: the total after it wins for %1 moving second</source>
        <translation>必勝手: この手の後の全体は、後手となる %1 の勝ちです</translation>
    </message>
    <message>
        <source>Evaluating the position</source>
        <translation>局面を評価しています</translation>
    </message>
    <message>
        <source>%1 to move: no move of %1 there. Click a cell a domino of %1 can cover, a piece of %1, or an edge %1 may chop.</source>
        <translation>%1 の手番: そこには %1 の手がありません。%1 のドミノで覆えるマス、%1 の駒、%1 が切れる辺をクリックしてください。</translation>
    </message>
    <message>
        <source>This sum cannot be played move by move: component %1 holds *%2, and each player has a move to every *k with k &lt; %2 there. Its value is on the Value page.</source>
        <translation>この和は一手ずつ対戦できません: 成分 %1 は *%2 を含み、そこでは各プレイヤーが k &lt; %2 のすべての *k へ動けます。値は「値」ページにあります。</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanThermographPage</name>
    <message>
        <source>Thermograph of</source>
        <translation>温度図の対象</translation>
    </message>
    <message>
        <source>The sum G or one of its components</source>
        <translation>和 G またはその成分の 1 つ</translation>
    </message>
    <message>
        <source>No analysis yet.</source>
        <translation>まだ解析していません。</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>component %1 = %2</source>
        <translation>成分 %1 = %2</translation>
    </message>
    <message>
        <source>Component %1 = %2</source>
        <translation>成分 %1 = %2</translation>
    </message>
    <message>
        <source>Mean %1, temperature %2. Left wall (t, value): %3. Right wall: %4.</source>
        <translation>平均 %1、温度 %2。左の壁（t, 値）: %3。右の壁: %4。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanTreePage</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>ノード %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>more than 10¹⁹ nodes</source>
        <translation>ノード 10¹⁹ 個超</translation>
    </message>
    <message>
        <source>(the first %1 drawn)</source>
        <translation>（最初の %1 個を描画）</translation>
    </message>
    <message>
        <source>−G</source>
        <translation>−G</translation>
    </message>
    <message>
        <source>Draw −G instead of G: the tree mirrored, Left and Right (blue and red) swapped</source>
        <translation>G の代わりに反転 −G を描く: 木を左右反転し、左と右（青と赤）を入れ替えます</translation>
    </message>
    <message>
        <source>The game tree as given: Left&apos;s options down-left (blue), Right&apos;s down-right (red)</source>
        <translation>与えられたままのゲーム木: 左の選択肢は左下（青）、右の選択肢は右下（赤）</translation>
    </message>
    <message>
        <source>The tree of the canonical form: dominated options deleted, reversible ones bypassed</source>
        <translation>標準形の木: 劣位な選択肢を除き、打ち消し可能な選択肢を打ち消したもの</translation>
    </message>
    <message>
        <source>The steps from the form to the canonical form; click one to ring its position in the tree</source>
        <translation>与えられた形から標準形への手順。クリックすると木の中のその局面を丸で囲みます</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reduction log&lt;/b&gt;</source>
        <translation>&lt;b&gt;簡約の記録&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No analysis yet.</source>
        <translation>まだ解析していません。</translation>
    </message>
    <message>
        <source>At %1: Left option %2 dominated by %3 (%3 ≥ %2)</source>
        <translation>%1 で: 左の選択肢 %2 は %3 に劣位（%3 ≥ %2）</translation>
    </message>
    <message>
        <source>At %1: Right option %2 dominated by %3 (%3 ≤ %2)</source>
        <translation>%1 で: 右の選択肢 %2 は %3 に劣位（%3 ≤ %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>At %1: Left option %2 reversed through its right option %3 (%3 ≤ %1); replaced by the left options of %3 (%4)</source>
        <translation>%1 で: 左の選択肢 %2 をその右の選択肢 %3 で打ち消し（%3 ≤ %1）、%3 の左の選択肢（%4）で置き換え</translation>
    </message>
    <message>
        <source>At %1: Right option %2 reversed through its left option %3 (%3 ≥ %1); replaced by the right options of %3 (%4)</source>
        <translation>%1 で: 右の選択肢 %2 をその左の選択肢 %3 で打ち消し（%3 ≥ %1）、%3 の右の選択肢（%4）で置き換え</translation>
    </message>
    <message>
        <source>The form is already canonical: nothing to remove.</source>
        <translation>すでに標準形です: 取り除くものはありません。</translation>
    </message>
    <message>
        <source>… more steps not logged</source>
        <translation>… 以降の手順は記録していません</translation>
    </message>
    <message>
        <source>&lt;b&gt;As given&lt;/b&gt;</source>
        <translation>&lt;b&gt;与えられた形&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Canonical&lt;/b&gt;</source>
        <translation>&lt;b&gt;標準形&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 as given&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;与えられた形の %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 canonical&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;標準形の %1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>G = %1 is computed symbolically: its trees have %2 options at every level and are not drawn.</source>
        <translation>G = %1 は記号的に計算されています: そのゲーム木は各段に %2 個の選択肢を持つため描画しません。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PartizanValuePage</name>
    <message>
        <source>The value of the sum G of the components: canonical form, outcome, stops, incentives</source>
        <translation>成分の和 G の値: 標準形、帰結類、停止値、誘因</translation>
    </message>
    <message>
        <source>G = %1</source>
        <translation>G = %1</translation>
    </message>
    <message>
        <source>Canonical form:</source>
        <translation>標準形:</translation>
    </message>
    <message>
        <source>Name: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>名前: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No conventional name.</source>
        <translation>慣用の名前はありません。</translation>
    </message>
    <message>
        <source>Outcome class:</source>
        <translation>帰結類:</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>%1 moves first: %1 wins</source>
        <translation>%1 が先手: %1 の勝ち</translation>
    </message>
    <message>
        <source>%1 moves first: %1 loses (%2 wins)</source>
        <translation>%1 が先手: %1 の負け（%2 の勝ち）</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Winning moves for Left</source>
        <translation>左の必勝手</translation>
    </message>
    <message>
        <source>Winning moves for Right</source>
        <translation>右の必勝手</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>数ではない</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>誕生日</translation>
    </message>
    <message>
        <source>Left stop / right stop</source>
        <translation>左停止値 / 右停止値</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Left incentives G&lt;sup&gt;L&lt;/sup&gt; − G (largest first)</source>
        <translation>左誘因 G&lt;sup&gt;L&lt;/sup&gt; − G（大きい順）</translation>
    </message>
    <message>
        <source>Right incentives G − G&lt;sup&gt;R&lt;/sup&gt; (largest first)</source>
        <translation>右誘因 G − G&lt;sup&gt;R&lt;/sup&gt;（大きい順）</translation>
    </message>
    <message>
        <source>Nodes of the game tree</source>
        <translation>ゲーム木のノード数</translation>
    </message>
    <message>
        <source>%1 as given, %2 canonical</source>
        <translation>与えられた形で %1、標準形で %2</translation>
    </message>
    <message>
        <source>The sum-rule form of G would have more than %1 positions; G is taken as its canonical value.</source>
        <translation>和の規則による G の形は局面が %1 個を超えるため、G をその標準形の値で置き換えています。</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>more than 10¹⁹</source>
        <translation>10¹⁹ 超</translation>
    </message>
    <message>
        <source>G is a number x plus the nimber *n with n = %1, computed symbolically: each player has %1 options, x + *k for every k below n; the lists show the first %2, and the game trees are not drawn.</source>
        <translation>G は数 x とニム数 *n（n = %1）の和で、記号的に計算されています: 各プレイヤーは n 未満のすべての k について x + *k へ動く %1 個の選択肢を持ちます。一覧は最初の %2 個だけを示し、ゲーム木は描画しません。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PivotPage</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Choose pivot column</source>
        <translation>ピボット列を選ぶ</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Constant added:</source>
        <translation>加える定数:</translation>
    </message>
    <message>
        <source>Step 1: the number added to every entry so that the value is positive. Change it to follow a worked example; Enter restarts.</source>
        <translation>手順 1: ゲームの値が正になるようにすべての成分に加える数。例題に合わせて変更できます。Enter で最初からやり直します。</translation>
    </message>
    <message>
        <source>Show the previous tableau.</source>
        <translation>前のタブローを表示します。</translation>
    </message>
    <message>
        <source>Show the next tableau; at the last one, pivot with the automatic rule (smallest label first).</source>
        <translation>次のタブローを表示します。最後のタブローでは自動規則（最小ラベル優先）でピボットします。</translation>
    </message>
    <message>
        <source>Pick the pivot column yourself: click a red bottom-border cell (a negative entry). The pivot row follows from the ratio test.</source>
        <translation>ピボット列を自分で選びます: 下端の赤いセル（負の成分）をクリックしてください。ピボット行は比の判定で決まります。</translation>
    </message>
    <message>
        <source>Go back to the starting tableau and forget the pivots taken.</source>
        <translation>最初のタブローに戻り、行ったピボットを破棄します。</translation>
    </message>
    <message>
        <source>The pivot tableaux are shown for games up to %1 x %1.</source>
        <translation>ピボットのタブローは %1 × %1 までのゲームで表示されます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tableau %1 of %2.&lt;/b&gt;</source>
        <translation>&lt;b&gt;タブロー %1 / %2。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>All entries are positive; nothing added.</source>
        <translation>すべての成分が正なので、何も加えていません。</translation>
    </message>
    <message>
        <source>Step 1: added %1 to every entry so that the value is positive.</source>
        <translation>手順 1: ゲームの値が正になるよう、すべての成分に %1 を加えました。</translation>
    </message>
    <message>
        <source>Pivot column %1 (negative bottom entry); ratios right border / entry; the minimum gives the pivot %2 (circled).</source>
        <translation>ピボット列 %1（下端の成分が負）。比 = 右端 / 成分。その最小からピボット %2（丸印）が決まります。</translation>
    </message>
    <message>
        <source>Red bottom-border cells are negative: their columns are eligible. Press Next, or pick one with “Choose pivot column”.</source>
        <translation>下端の赤いセルは負で、その列がピボット列の候補です。「次へ」を押すか、「ピボット列を選ぶ」で選んでください。</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;The eligible column has no positive entry: the constant was too small.&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#c62828&apos;&gt;候補の列に正の成分がありません: 加えた定数が小さすぎました。&lt;/span&gt;</translation>
    </message>
    <message>
        <source>No negative entry left in the bottom border: done.</source>
        <translation>下端に負の成分は残っていません: 完了です。</translation>
    </message>
    <message>
        <source>Read-out: value = 1/corner − constant = 1/(%1) − %2 = &lt;b&gt;%3&lt;/b&gt;.</source>
        <translation>読み取り: ゲームの値 = 1/右下隅 − 定数 = 1/(%1) − %2 = &lt;b&gt;%3&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>p (bottom entries under the x&apos;s on top, divided by the corner) = %1</source>
        <translation>p（上端の x の下にある下端の成分を右下隅で割ったもの）= %1</translation>
    </message>
    <message>
        <source>q (right entries beside the y&apos;s on the left, divided by the corner) = %1</source>
        <translation>q（左端の y の横にある右端の成分を右下隅で割ったもの）= %1</translation>
    </message>
    <message>
        <source>Corner check: %1 = %2 = %3 %4</source>
        <translation>右下隅の検算: %1 = %2 = %3 %4</translation>
    </message>
    <message>
        <source>Labels: &lt;span style=&apos;color:#1565c0&apos;&gt;x&lt;/span&gt; = player I, &lt;span style=&apos;color:#2e7d32&apos;&gt;y&lt;/span&gt; = player II; yellow labels were just swapped.</source>
        <translation>ラベル: &lt;span style=&apos;color:#1565c0&apos;&gt;x&lt;/span&gt; = プレイヤーI、&lt;span style=&apos;color:#2e7d32&apos;&gt;y&lt;/span&gt; = プレイヤーII。黄色のラベルは直前に入れ替わったものです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tableau %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;タブロー %1。&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PivotTableauWidget</name>
    <message>
        <source>ratio</source>
        <translation>比</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PlayText</name>
    <message>
        <source>nim-sum</source>
        <translation>ニム和</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>グランディのゲーム</translation>
    </message>
    <message>
        <source>Subtract a power of 2</source>
        <translation>2 のべきを引く</translation>
    </message>
    <message>
        <source>At-Least-Half</source>
        <translation>半分以上取り</translation>
    </message>
    <message>
        <source>At-Most-Half</source>
        <translation>半分以下取り</translation>
    </message>
    <message>
        <source>Dim⁺ (remove a divisor)</source>
        <translation>Dim⁺（約数を取る）</translation>
    </message>
    <message>
        <source>Aliquot (remove a proper divisor)</source>
        <translation>Aliquot（真の約数を取る）</translation>
    </message>
    <message>
        <source>Even if not all, all if odd</source>
        <translation>全部でなければ偶数、奇数なら全部</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Subtraction game {%1}</source>
        <translation>減算ゲーム {%1}</translation>
    </message>
    <message>
        <source>Kayles (0.77)</source>
        <translation>ケイレス (0.77)</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess (0.137)</source>
        <translation>ドーソンのチェス (0.137)</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>ラスカーのニム</translation>
    </message>
    <message>
        <source>Octal game %1</source>
        <translation>8進ゲーム %1</translation>
    </message>
    <message>
        <source>Hexadecimal game %1</source>
        <translation>16進ゲーム %1</translation>
    </message>
    <message>
        <source>%1, impatient</source>
        <translation>%1（せっかち版）</translation>
    </message>
    <message>
        <source>Moore&apos;s Nim_%1</source>
        <translation>ムーアのニム_%1</translation>
    </message>
    <message>
        <source>Staircase Nim</source>
        <translation>階段ニム</translation>
    </message>
    <message>
        <source>Sum of heap games</source>
        <translation>山のゲームの和</translation>
    </message>
    <message>
        <source>Nimble (move up to two coins)</source>
        <translation>ニンブル（コインを 2 枚まで動かす）</translation>
    </message>
    <message>
        <source>Nimble</source>
        <translation>ニンブル</translation>
    </message>
    <message>
        <source>Coin turning: %1</source>
        <translation>コイン裏返し: %1</translation>
    </message>
    <message>
        <source>Acrostic Twins</source>
        <translation>アクロスティック・ツインズ</translation>
    </message>
    <message>
        <source>Turning Corners</source>
        <translation>ターニング・コーナーズ</translation>
    </message>
    <message>
        <source>Tartan game %1 × %2</source>
        <translation>タータンゲーム %1 × %2</translation>
    </message>
    <message>
        <source>Wythoff&apos;s queens</source>
        <translation>ワイトフのクイーン</translation>
    </message>
    <message>
        <source>Northcott&apos;s game</source>
        <translation>ノースコットのゲーム</translation>
    </message>
    <message>
        <source>Green Hackenbush</source>
        <translation>グリーン・ハッケンブッシュ</translation>
    </message>
    <message>
        <source>Game on a graph</source>
        <translation>グラフ上のゲーム</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>段 %1</translation>
    </message>
    <message>
        <source>Heap %1</source>
        <translation>山 %1</translation>
    </message>
    <message>
        <source>Coin %1</source>
        <translation>コイン %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>クイーン %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <source>Tree %1</source>
        <translation>木 %1</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>トークン %1</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着手</translation>
    </message>
    <message numerus="yes">
        <source>Step %1: %n coin(s) down</source>
        <translation>
            <numerusform>段 %1: コイン %n 枚を下へ</numerusform>
        </translation>
    </message>
    <message>
        <source>heap %1: %2 → %3</source>
        <translation>山 %1: %2 → %3</translation>
    </message>
    <message>
        <source>Heap %1: %2 → %3</source>
        <translation>山 %1: %2 → %3</translation>
    </message>
    <message>
        <source>coin on %1 → %2</source>
        <translation>コイン %1 → %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>%1 を裏返す</translation>
    </message>
    <message>
        <source>Queen %1 to (%2, %3)</source>
        <translation>クイーン %1 を (%2, %3) へ</translation>
    </message>
    <message>
        <source>Row %1: white to %2</source>
        <translation>%1 行目: 白を %2 へ</translation>
    </message>
    <message>
        <source>Row %1: black to %2</source>
        <translation>%1 行目: 黒を %2 へ</translation>
    </message>
    <message>
        <source>Cut edge %1</source>
        <translation>枝 %1 を切る</translation>
    </message>
    <message>
        <source>Token %1 to %2</source>
        <translation>トークン %1 を %2 へ</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>それはこのゲームの着手ではありません。</translation>
    </message>
    <message>
        <source>There is no such piece on the board.</source>
        <translation>盤上にそのような駒はありません。</translation>
    </message>
    <message>
        <source>A move must change something.</source>
        <translation>着手では何かを変えなければなりません。</translation>
    </message>
    <message>
        <source>The rule does not allow this move.</source>
        <translation>ルール上この着手はできません。</translation>
    </message>
    <message>
        <source>You may change at most %1 heaps in one move.</source>
        <translation>1 回の着手で変えられる山は %1 個までです。</translation>
    </message>
    <message>
        <source>The rightmost coin turned must show heads.</source>
        <translation>裏返すコインのうち右端のものは表でなければなりません。</translation>
    </message>
    <message>
        <source>A queen moves only left, down, or diagonally down-left.</source>
        <translation>クイーンは左、下、左下斜めにのみ動きます。</translation>
    </message>
    <message>
        <source>A checker may not jump over or land on the other checker.</source>
        <translation>駒は相手の駒を飛び越したり、その上に止まったりできません。</translation>
    </message>
    <message>
        <source>There is no arc from the token&apos;s vertex to that vertex.</source>
        <translation>トークンのある頂点からその頂点への有向辺はありません。</translation>
    </message>
    <message>
        <source>The game is over: no move is possible.</source>
        <translation>ゲーム終了: 可能な着手はありません。</translation>
    </message>
    <message>
        <source>Heap %1 may only shrink: it has %2, not %3.</source>
        <translation>山 %1 は小さくすることしかできません: %2 個あり、%3 個にはできません。</translation>
    </message>
    <message>
        <source>You cannot take %1: there are only %2.</source>
        <translation>%1 個は取れません: %2 個しかありません。</translation>
    </message>
    <message>
        <source>A move may not use the same coin twice.</source>
        <translation>1 つの着手で同じ硬貨を 2 度使うことはできません。</translation>
    </message>
    <message>
        <source>Coins move only to the left (from %1 to %2 is to the right).</source>
        <translation>硬貨は左にしか動きません（%1 から %2 は右向きです）。</translation>
    </message>
    <message>
        <source>The coins turned must include the south-east corner of their rectangle.</source>
        <translation>裏返す硬貨には、その長方形の南東の角が含まれていなければなりません。</translation>
    </message>
    <message>
        <source>Give one new size for each of the %1 heaps (%2 given).</source>
        <translation>%1 個の山それぞれに新しい大きさを指定してください（%2 個が指定されました）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PlayView</name>
    <message>
        <source>New game…</source>
        <translation>新規ゲーム…</translation>
    </message>
    <message>
        <source>Start a new game: choose the game and a size</source>
        <translation>新しいゲームを始める: ゲームと大きさを選ぶ</translation>
    </message>
    <message>
        <source>Start a new game: choose the game and a size (%1)</source>
        <translation>新しいゲームを始める: ゲームと大きさを選ぶ（%1）</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s reply (Ctrl+Z)</source>
        <translation>自分の最後の着手とコンピュータの応手を取り消す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Computer, move</source>
        <translation>コンピュータが指す</translation>
    </message>
    <message>
        <source>Let the computer make its move now</source>
        <translation>コンピュータに今すぐ指させる</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>局面を編集</translation>
    </message>
    <message>
        <source>Set up the position on the board (every change can be undone)</source>
        <translation>盤上で局面を配置する（変更はすべて元に戻せます）</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Show Grundy values, the nim-sum and the winning moves</source>
        <translation>Grundy 数、ニム和、必勝手を表示</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Show the analysis of this game&apos;s rule</source>
        <translation>このゲームのルールの解析を表示</translation>
    </message>
    <message>
        <source>the computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>a second human</source>
        <translation>もう一人の人間</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Normal play (last move wins)</source>
        <translation>通常ルール（最後に指した人の勝ち）</translation>
    </message>
    <message>
        <source>Misère play (last move loses)</source>
        <translation>ミゼール（最後に指した人の負け）</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完璧</translation>
    </message>
    <message>
        <source>Makes mistakes</source>
        <translation>ミスをする</translation>
    </message>
    <message>
        <source>The probability that the computer plays a random move instead of a winning one</source>
        <translation>コンピュータが必勝手の代わりにランダムな手を指す確率</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>対戦相手:</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>先手:</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>コンピュータ:</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>コンピュータと対戦</translation>
    </message>
    <message>
        <source>Two human players</source>
        <translation>人間どうしで対戦</translation>
    </message>
    <message>
        <source>You start</source>
        <translation>あなたが先手</translation>
    </message>
    <message>
        <source>The computer starts</source>
        <translation>コンピュータが先手</translation>
    </message>
    <message>
        <source>Misère play</source>
        <translation>ミゼール</translation>
    </message>
    <message>
        <source>Normal play</source>
        <translation>通常ルール</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>コンピュータの強さ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>棋譜:</translation>
    </message>
    <message>
        <source>Why?</source>
        <translation>なぜ?</translation>
    </message>
    <message>
        <source>Misère play is not supported for this game</source>
        <translation>このゲームはミゼールに対応していません</translation>
    </message>
    <message>
        <source>Normal play: the player who cannot move loses. Misère: that player wins.</source>
        <translation>通常ルール: 指せなくなったプレイヤーの負け。ミゼール: そのプレイヤーの勝ち。</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー2</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>あなたの勝ちです!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>コンピュータの勝ちです</translation>
    </message>
    <message>
        <source>Player 1 wins!</source>
        <translation>プレイヤー1 の勝ちです!</translation>
    </message>
    <message>
        <source>Player 2 wins!</source>
        <translation>プレイヤー2 の勝ちです!</translation>
    </message>
    <message>
        <source>Editing the position: change it on the board, then leave Edit position to play.</source>
        <translation>局面を編集中: 盤上で変更し、「局面を編集」を終えると対局できます。</translation>
    </message>
    <message>
        <source>Game over: no move is left.</source>
        <translation>ゲーム終了: 指せる手は残っていません。</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>コンピュータが考えています…</translation>
    </message>
    <message>
        <source>Player 1 to move</source>
        <translation>プレイヤー1 の手番</translation>
    </message>
    <message>
        <source>Player 2 to move</source>
        <translation>プレイヤー2 の手番</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>あなたの手番</translation>
    </message>
    <message>
        <source>The computer&apos;s turn: press “Computer, move”.</source>
        <translation>コンピュータの手番: 「コンピュータが指す」を押してください。</translation>
    </message>
    <message>
        <source>Hints are off (press H).</source>
        <translation>ヒントはオフです（H キーで表示）。</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>不正な着手: %1</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>コンピュータが考えています</translation>
    </message>
    <message>
        <source>The computer plays %1</source>
        <translation>コンピュータの着手: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新規ゲーム</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerCharts</name>
    <message>
        <source>β (bet size; antes 1)</source>
        <translation>β（賭け金。アンティーは 1）</translation>
    </message>
    <message>
        <source>Value to player I against the bet size</source>
        <translation>賭け金に対するプレイヤーI にとっての値</translation>
    </message>
    <message>
        <source>v(β)</source>
        <translation>v(β)</translation>
    </message>
    <message>
        <source>fair game (0)</source>
        <translation>公平なゲーム（0）</translation>
    </message>
    <message>
        <source>β = %1: v = %2</source>
        <translation>β = %1: v = %2</translation>
    </message>
    <message>
        <source>Optimal thresholds against the bet size</source>
        <translation>賭け金に対する最適な閾値</translation>
    </message>
    <message>
        <source>threshold (hand)</source>
        <translation>閾値（手札）</translation>
    </message>
    <message>
        <source>b² (I bets above)</source>
        <translation>b²（これより上で I がベット）</translation>
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
        <translation>La Relance（Borel）</translation>
    </message>
    <message>
        <source>von Neumann&apos;s poker</source>
        <translation>von Neumann のポーカー</translation>
    </message>
    <message>
        <source>Poker with check-back</source>
        <translation>チェックバックのあるポーカー</translation>
    </message>
    <message>
        <source>I folds (losing the ante) or bets β; II folds or calls. I bets iff x &gt; b², II calls iff y &gt; b.</source>
        <translation>I はフォールド（アンティーを失う）するか β をベットし、II はフォールドかコールをする。I は x &gt; b² のときに限りベットし、II は y &gt; b のときに限りコールする。</translation>
    </message>
    <message>
        <source>I checks (showdown for the antes) or bets β; II folds or calls. I bets iff x &lt; a (bluff) or x &gt; b, II calls iff y &gt; c.</source>
        <translation>I はチェック（アンティーを懸けて手札を比べる）するか β をベットし、II はフォールドかコールをする。I は x &lt; a（ブラフ）または x &gt; b のときに限りベットし、II は y &gt; c のときに限りコールする。</translation>
    </message>
    <message>
        <source>I checks or bets β; after a check II checks back (no payoff) or calls (showdown for the antes). I bets iff x &lt; a or x &gt; b; II calls a bet iff y &gt; c and a check iff y &gt; d.</source>
        <translation>I はチェックするか β をベットする。チェックの後、II はチェックを返す（利得なし）かコールする（アンティーを懸けて手札を比べる）。I は x &lt; a または x &gt; b のときに限りベットし、II はベットに対しては y &gt; c、チェックに対しては y &gt; d のときに限りコールする。</translation>
    </message>
    <message>
        <source>Strategies</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>The unit square of hands: the regions of optimal play and I&apos;s payoff in each</source>
        <translation>手札の単位正方形: 最適なプレイの領域とそれぞれでの I の利得</translation>
    </message>
    <message>
        <source>Betting tree</source>
        <translation>ベッティング木</translation>
    </message>
    <message>
        <source>Who moves when, and the payoffs to I</source>
        <translation>誰がいつ動作するか、および I への利得</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>The value v(β) to player I against the bet size</source>
        <translation>賭け金に対するプレイヤーI にとっての値 v(β)</translation>
    </message>
    <message>
        <source>Thresholds</source>
        <translation>閾値</translation>
    </message>
    <message>
        <source>The optimal thresholds against the bet size</source>
        <translation>賭け金に対する最適な閾値</translation>
    </message>
    <message>
        <source>The poker model (Ferguson §2.7)</source>
        <translation>ポーカーの模型（Ferguson §2.7）</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型:</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>模型: %1</translation>
    </message>
    <message>
        <source>The bet size β &gt; 0 in antes (exact: 2, 1/2, 0.75)</source>
        <translation>賭け金 β &gt; 0（アンティー単位、厳密な数: 2、1/2、0.75）</translation>
    </message>
    <message>
        <source>Bet size β:</source>
        <translation>賭け金 β:</translation>
    </message>
    <message>
        <source>Discretised game (hands in n equally likely classes, exact):</source>
        <translation>離散化したゲーム（手札を等確率の n 個の階級に分ける、厳密）:</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>value vₙ</source>
        <translation>値 vₙ</translation>
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
        <translation>手札を n 個の階級に分けた（同じ階級なら山分け）ゲームの値。系列形で厳密に解きます。n が大きくなると連続の場合の値 v に近づきます</translation>
    </message>
    <message>
        <source>“%1” is not a number (use 2, 1/2 or 0.75).</source>
        <translation>「%1」は数値ではありません（2、1/2、0.75 のように入力してください）。</translation>
    </message>
    <message>
        <source>Bet size β = %1</source>
        <translation>賭け金 β = %1</translation>
    </message>
    <message>
        <source>No results: %1</source>
        <translation>結果なし: %1</translation>
    </message>
    <message>
        <source>Value to I:</source>
        <translation>I にとっての値:</translation>
    </message>
    <message>
        <source>The game favours player I.</source>
        <translation>このゲームはプレイヤーI に有利です。</translation>
    </message>
    <message>
        <source>The game favours player II.</source>
        <translation>このゲームはプレイヤーII に有利です。</translation>
    </message>
    <message>
        <source>The game is fair.</source>
        <translation>このゲームは公平です。</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>閾値</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>厳密値</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>小数</translation>
    </message>
    <message>
        <source>Solving the discretised games</source>
        <translation>離散化したゲームを解いています</translation>
    </message>
    <message>
        <source>Guess it! (§2.6.2)</source>
        <translation>当てっこゲーム（§2.6.2）</translation>
    </message>
    <message>
        <source>A multistage bluffing game of §2.6.2: the exact table of values and bluffing and calling probabilities</source>
        <translation>§2.6.2 の多段階のブラフのゲーム: 値、ブラフの確率、コールの確率の厳密な表</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerSquareView</name>
    <message>
        <source>Hands x (I) and y (II) on the unit square: who bets, bluffs, calls and folds, and I&apos;s payoff</source>
        <translation>単位正方形上の手札 x（I）と y（II）: 誰がベット、ブラフ、コール、フォールドするか、および I の利得</translation>
    </message>
    <message>
        <source>I wins %1</source>
        <translation>I が %1 勝つ</translation>
    </message>
    <message>
        <source>I loses %1</source>
        <translation>I が %1 負ける</translation>
    </message>
    <message>
        <source>nobody wins</source>
        <translation>勝ち負けなし</translation>
    </message>
    <message>
        <source>I folds</source>
        <translation>I がフォールド</translation>
    </message>
    <message>
        <source>I checks, showdown for the antes</source>
        <translation>I がチェック、アンティーを懸けて手札を比べる</translation>
    </message>
    <message>
        <source>I checks, II checks back</source>
        <translation>I がチェック、II もチェック</translation>
    </message>
    <message>
        <source>I bluffs, II folds</source>
        <translation>I がブラフ、II がフォールド</translation>
    </message>
    <message>
        <source>I bets, II folds</source>
        <translation>I がベット、II がフォールド</translation>
    </message>
    <message>
        <source>I bluffs, II calls</source>
        <translation>I がブラフ、II がコール</translation>
    </message>
    <message>
        <source>I bets, II calls</source>
        <translation>I がベット、II がコール</translation>
    </message>
    <message>
        <source>%1: %2 (probability %3)</source>
        <translation>%1: %2（確率 %3）</translation>
    </message>
    <message>
        <source>x (I&apos;s hand)</source>
        <translation>x（I の手札）</translation>
    </message>
    <message>
        <source>y (II&apos;s hand)</source>
        <translation>y（II の手札）</translation>
    </message>
    <message>
        <source>bet, called</source>
        <translation>ベット、コールされる</translation>
    </message>
    <message>
        <source>bet, folded</source>
        <translation>ベット、フォールドされる</translation>
    </message>
    <message>
        <source>check, showdown</source>
        <translation>チェック、手札を比べる</translation>
    </message>
    <message>
        <source>both check</source>
        <translation>両者チェック</translation>
    </message>
    <message>
        <source>bluff</source>
        <translation>ブラフ</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PokerTreeView</name>
    <message>
        <source>The betting tree: I moves knowing x, then II knowing y and I&apos;s action; payoffs to I</source>
        <translation>ベッティング木: I が x を知って動作し、次に II が y と I の動作を知って動作する。利得は I への利得</translation>
    </message>
    <message>
        <source>fold</source>
        <translation>フォールド</translation>
    </message>
    <message>
        <source>check</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>bet %1</source>
        <translation>%1 をベット</translation>
    </message>
    <message>
        <source>call</source>
        <translation>コール</translation>
    </message>
    <message>
        <source>Antes 1 each; ± is a showdown: the higher hand wins it.</source>
        <translation>アンティーは各 1。± は手札の比べ合いで、高い手札の方が勝つ。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>インターフェース</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>The new language is used after Gamelab is restarted.</source>
        <translation>新しい言語は Gamelab の再起動後に使われます。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ProgressPanel</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the computation (Esc)</source>
        <translation>計算を中止します (Esc)</translation>
    </message>
    <message>
        <source>Solving the linear program</source>
        <translation>線形計画問題を解いています</translation>
    </message>
    <message>
        <source>Enumerating vertices</source>
        <translation>頂点を列挙しています</translation>
    </message>
    <message>
        <source>Removing dominated strategies</source>
        <translation>支配される戦略を除去しています</translation>
    </message>
    <message>
        <source>Looking for saddle points</source>
        <translation>鞍点を探しています</translation>
    </message>
    <message>
        <source>Verifying the result exactly</source>
        <translation>結果を厳密に検証しています</translation>
    </message>
    <message>
        <source>Enumerating</source>
        <translation>列挙しています</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
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
        <translation>最適反応に印を付けています</translation>
    </message>
    <message>
        <source>Computing safety levels</source>
        <translation>安全水準を計算しています</translation>
    </message>
    <message>
        <source>Enumerating vertices (player 1)</source>
        <translation>頂点を列挙しています（プレイヤー1）</translation>
    </message>
    <message>
        <source>Enumerating vertices (player 2)</source>
        <translation>頂点を列挙しています（プレイヤー2）</translation>
    </message>
    <message>
        <source>Matching completely labelled pairs</source>
        <translation>完全ラベル付きの組を照合しています</translation>
    </message>
    <message>
        <source>Finding the convex components</source>
        <translation>凸成分を求めています</translation>
    </message>
    <message>
        <source>Trying supports</source>
        <translation>サポートを試しています</translation>
    </message>
    <message>
        <source>Following Lemke–Howson paths</source>
        <translation>Lemke–Howson 法の経路をたどっています</translation>
    </message>
    <message>
        <source>Searching mixed equilibria</source>
        <translation>混合戦略均衡を探しています</translation>
    </message>
    <message>
        <source>Computing correlated equilibria</source>
        <translation>相関均衡を計算しています</translation>
    </message>
    <message>
        <source>Checking the game&apos;s properties</source>
        <translation>ゲームの性質を調べています</translation>
    </message>
    <message>
        <source>Deciding the core</source>
        <translation>コアを判定しています</translation>
    </message>
    <message>
        <source>Computing the Shapley value</source>
        <translation>シャープレイ値を計算しています</translation>
    </message>
    <message>
        <source>Counting pivots and swings</source>
        <translation>ピボットとスイングを数えています</translation>
    </message>
    <message>
        <source>Solving the nucleolus linear programs</source>
        <translation>仁の線形計画問題を解いています</translation>
    </message>
    <message>
        <source>Solving each coalition&apos;s zero-sum game</source>
        <translation>各提携のゼロ和ゲームを解いています</translation>
    </message>
    <message>
        <source>Following the path</source>
        <translation>経路をたどっています</translation>
    </message>
    <message>
        <source>Going through the coalitions</source>
        <translation>提携を順に調べています</translation>
    </message>
    <message>
        <source>Labelling the graph&apos;s vertices</source>
        <translation>グラフの頂点にラベルを付けています</translation>
    </message>
    <message>
        <source>Computing Grundy values</source>
        <translation>Grundy 数を計算しています</translation>
    </message>
    <message>
        <source>Solving the tree backwards (subgame perfection)</source>
        <translation>木を後ろ向きに解いています（部分ゲーム完全性）</translation>
    </message>
    <message>
        <source>Building the strategic form</source>
        <translation>戦略形を作成しています</translation>
    </message>
    <message>
        <source>Setting up the sequence form</source>
        <translation>系列形を準備しています</translation>
    </message>
    <message>
        <source>Solving Liar&apos;s Dice subgame by subgame</source>
        <translation>ライアーズダイスを部分ゲームごとに解いています</translation>
    </message>
    <message>
        <source>Backward induction</source>
        <translation>後ろ向き帰納法</translation>
    </message>
    <message>
        <source>Solving the subgames bottom-up</source>
        <translation>部分ゲームを下から順に解いています</translation>
    </message>
    <message>
        <source>Solving the threat game A − B</source>
        <translation>威嚇ゲーム A − B を解いています</translation>
    </message>
    <message>
        <source>Looking for the exchange rate λ*</source>
        <translation>交換比率 λ* を探しています</translation>
    </message>
    <message>
        <source>Maximising the Nash product</source>
        <translation>ナッシュ積を最大化しています</translation>
    </message>
    <message>
        <source>Finding forced-win and kingmaker nodes</source>
        <translation>必勝ノードとキングメーカーノードを探しています</translation>
    </message>
    <message>
        <source>Searching the tree with maxn</source>
        <translation>maxn で木を探索しています</translation>
    </message>
    <message>
        <source>Deciding the SP-1EP bottom-up</source>
        <translation>SP-1EP を下から順に決定しています</translation>
    </message>
    <message>
        <source>Reducing the tree to its essence</source>
        <translation>同値変形で木を縮約しています</translation>
    </message>
    <message>
        <source>Playing out the matches exactly</source>
        <translation>対戦を厳密に計算しています</translation>
    </message>
    <message>
        <source>Solving the discretised poker games</source>
        <translation>離散化したポーカーのゲームを解いています</translation>
    </message>
    <message>
        <source>Solving the Guess it! games</source>
        <translation>当てっこゲーム（Guess it!）を解いています</translation>
    </message>
    <message>
        <source>Computing the values of the positions</source>
        <translation>局面の値を計算しています</translation>
    </message>
    <message>
        <source>Simplifying to the canonical form</source>
        <translation>標準形に簡約しています</translation>
    </message>
    <message>
        <source>Drawing the thermographs</source>
        <translation>温度図を描いています</translation>
    </message>
    <message>
        <source>Solving the states</source>
        <translation>状態ごとに解いています</translation>
    </message>
    <message>
        <source>Iterating the values (Shapley&apos;s iteration)</source>
        <translation>値を反復しています（シャープレイ反復）</translation>
    </message>
    <message>
        <source>Computing the canonical values</source>
        <translation>標準形の値を計算しています</translation>
    </message>
    <message>
        <source>Enumerating the games born by the day</source>
        <translation>その日までに生まれたゲームを列挙しています</translation>
    </message>
    <message>
        <source>Finding the symmetric equilibria</source>
        <translation>対称均衡を探しています</translation>
    </message>
    <message>
        <source>Tracing the logit QRE branch</source>
        <translation>ロジット QRE の枝をたどっています</translation>
    </message>
    <message>
        <source>Testing the equilibria for perfection and properness</source>
        <translation>均衡が完全かプロパーかを調べています</translation>
    </message>
    <message>
        <source>Following Lemke&apos;s path</source>
        <translation>レムケの経路をたどっています</translation>
    </message>
    <message>
        <source>Iterating CFR+ (approximate)</source>
        <translation>CFR+ を反復中（近似）</translation>
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
        <translation>推定値</translation>
    </message>
    <message>
        <source>The principal branch of logit quantal response equilibria, traced from uniform play at λ = 0</source>
        <translation>ロジット量的応答均衡の主枝。λ = 0 の一様な戦略からたどります</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::QrePanel</name>
    <message>
        <source>Axis:</source>
        <translation>横軸:</translation>
    </message>
    <message>
        <source>λ / (1 + λ): the whole branch</source>
        <translation>λ / (1 + λ): 枝の全体</translation>
    </message>
    <message>
        <source>λ</source>
        <translation>λ</translation>
    </message>
    <message>
        <source>λ/(1+λ) maps λ = 0…∞ onto 0…1 and shows the branch to its limit; λ shows where it moves most</source>
        <translation>λ/(1+λ) は λ = 0…∞ を 0…1 に写し、枝を極限まで示します。λ は枝が大きく動く範囲を示します</translation>
    </message>
    <message>
        <source>Along the branch:</source>
        <translation>枝に沿って:</translation>
    </message>
    <message>
        <source>Move along the branch (through its turns back in λ); the table shows the profile at the marker</source>
        <translation>枝に沿って動かします（λ が戻る折り返しも通ります）。表はマーカーの位置の戦略の組を示します</translation>
    </message>
    <message>
        <source>Position on the QRE branch</source>
        <translation>QRE の枝の上の位置</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>選択肢</translation>
    </message>
    <message>
        <source>Probability at λ</source>
        <translation>λ での確率</translation>
    </message>
    <message>
        <source>Observed count</source>
        <translation>観測回数</translation>
    </message>
    <message>
        <source>Observed share</source>
        <translation>観測比率</translation>
    </message>
    <message>
        <source>Fitted probability</source>
        <translation>推定確率</translation>
    </message>
    <message>
        <source>Type observed choice counts in the Observed count column (or paste a block: one line per agent, or one number per line); the maximum-likelihood λ is fitted to them</source>
        <translation>「観測回数」の列に観測された選択の回数を入力してください（ブロックの貼り付けも可: エージェントごとに 1 行、または 1 行に 1 つの数）。最尤の λ を推定します</translation>
    </message>
    <message>
        <source>The log-likelihood of the observed counts at each point of the branch</source>
        <translation>枝の各点での観測回数の対数尤度</translation>
    </message>
    <message>
        <source>No QRE branch yet.</source>
        <translation>QRE の枝はまだありません。</translation>
    </message>
    <message>
        <source>The trace stopped at λ = %1 before its end (the equilibria near the limit form a continuum, where the branch cannot be followed further); the limit is taken there.</source>
        <translation>追跡は終点の手前の λ = %1 で止まりました（極限付近の均衡が連続体をなし、枝をそれ以上たどれません）。極限はそこで取ります。</translation>
    </message>
    <message>
        <source>Type observed counts to fit λ.</source>
        <translation>λ を推定するには観測回数を入力してください。</translation>
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
        <translation>たどった 2 点の間: 戦略の組は補間した値です</translation>
    </message>
    <message>
        <source>A traced point of the branch</source>
        <translation>枝のたどった点</translation>
    </message>
    <message>
        <source>%1, %2: “%3” is not a count (a number ≥ 0).</source>
        <translation>%1、%2: 「%3」は回数（0 以上の数）ではありません。</translation>
    </message>
    <message>
        <source>Fitting λ</source>
        <translation>λ を推定しています</translation>
    </message>
    <message>
        <source>Maximum likelihood at λ = %1 (log-likelihood %2).</source>
        <translation>最尤点は λ = %1 です（対数尤度 %2）。</translation>
    </message>
    <message>
        <source>λ / (1 + λ)</source>
        <translation>λ / (1 + λ)</translation>
    </message>
    <message>
        <source>log-likelihood</source>
        <translation>対数尤度</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>枝</translation>
    </message>
    <message>
        <source>Likelihood</source>
        <translation>尤度</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::RefinementMarks</name>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%1 の %2</translation>
    </message>
    <message>
        <source>not perfect (dominated: %1)</source>
        <translation>完全でない (支配される: %1)</translation>
    </message>
    <message>
        <source>perfect, proper: undecided</source>
        <translation>完全、プロパー: 未判定</translation>
    </message>
    <message>
        <source>perfect, proper</source>
        <translation>完全、プロパー</translation>
    </message>
    <message>
        <source>perfect, not proper</source>
        <translation>完全、プロパーでない</translation>
    </message>
    <message>
        <source>%1 is weakly dominated by %2: that never pays less and pays more against some strategy of the opponent, so %1 is a best response to no completely mixed strategy.</source>
        <translation>%1 は %2 に弱支配されます: %2 の利得は決して少なくなく、相手のある戦略に対しては多いので、%1 は相手のどの完全混合戦略に対しても最適応答になりません。</translation>
    </message>
    <message>
        <source>Its pure strategy %1 is itself weakly dominated by %2.</source>
        <translation>その純粋戦略 %1 自体が %2 に弱支配されます。</translation>
    </message>
    <message>
        <source>Not perfect, hence not proper.</source>
        <translation>完全でないので、プロパーでもありません。</translation>
    </message>
    <message>
        <source>Perfect: neither strategy is weakly dominated, so each is a best response to some completely mixed strategy of the opponent and the equilibrium survives small trembles.</source>
        <translation>完全: どちらの戦略も弱支配されないので、それぞれ相手のある完全混合戦略への最適応答であり、均衡は小さな震えのもとでも保たれます。</translation>
    </message>
    <message>
        <source>Proper: a strict equilibrium (each strategy the only best response) is proper.</source>
        <translation>プロパー: 狭義均衡 (各戦略が唯一の最適応答) はプロパーです。</translation>
    </message>
    <message>
        <source>Proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies (optimal, then best against the opponent&apos;s mistakes in turn), and both strategies are.</source>
        <translation>プロパー: ゼロ和ゲームのプロパー均衡は Dresher 最適戦略 (最適で、さらに相手の誤りに対して順に最善なもの) の組であり、両方の戦略がそうです。</translation>
    </message>
    <message>
        <source>Not proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies, and the strategy of %1 is not one: against the opponent&apos;s likelier mistakes another optimal strategy does better.</source>
        <translation>プロパーでない: ゼロ和ゲームのプロパー均衡は Dresher 最適戦略の組ですが、%1 の戦略はそうではありません: 相手の起こりやすい誤りに対して、別の最適戦略のほうが有利です。</translation>
    </message>
    <message>
        <source>Proper: undecided. Properness is decided here for strict equilibria, imperfect ones and zero-sum games; this one is none of them.</source>
        <translation>プロパー: 未判定。ここでプロパーかどうかを判定できるのは狭義均衡、完全でない均衡、ゼロ和ゲームの均衡で、この均衡はどれにも当たりません。</translation>
    </message>
    <message>
        <source>perfect part: undecided (too many strategies)</source>
        <translation>完全な部分: 未判定 (戦略が多すぎます)</translation>
    </message>
    <message>
        <source>not perfect</source>
        <translation>完全でない</translation>
    </message>
    <message>
        <source>perfect</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>perfect part: %1</source>
        <translation>完全な部分: %1</translation>
    </message>
    <message>
        <source>Perfect and proper equilibria</source>
        <translation>完全均衡とプロパー均衡</translation>
    </message>
    <message>
        <source>An equilibrium is &lt;b&gt;perfect&lt;/b&gt; (trembling-hand perfect, Selten) when it stays an equilibrium after every strategy is played by mistake with a tiny probability. With two players this holds exactly when neither player&apos;s strategy is weakly dominated. It is &lt;b&gt;proper&lt;/b&gt; (Myerson) when it survives trembles in which a costlier mistake is far less likely than a cheaper one; every proper equilibrium is perfect.</source>
        <translation>均衡が&lt;b&gt;完全&lt;/b&gt; (Selten の摂動完全) であるとは、どの戦略もごく小さな確率で誤って選ばれても均衡のままであることです。2 人ゲームでは、どちらのプレイヤーの戦略も弱支配されないことと同値です。&lt;b&gt;プロパー&lt;/b&gt; (Myerson) であるとは、損の大きい誤りほど損の小さい誤りよりはるかに起こりにくい震えのもとでも均衡のままであることです。プロパー均衡はすべて完全です。</translation>
    </message>
    <message>
        <source>equilibrium %1: %2 is weakly dominated by %3</source>
        <translation>均衡 %1: %2 は %3 に弱支配されます</translation>
    </message>
    <message numerus="yes">
        <source>Here %1 of the %n extreme equilibria are perfect.</source>
        <translation>
            <numerusform>ここでは端点均衡 %n 個のうち %1 個が完全です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not perfect:</source>
        <translation>完全でない:</translation>
    </message>
    <message>
        <source>Some components are perfect only in part. The perfect part of a component is a union of its faces (the strategies that are best responses to one completely mixed strategy together), not the convex hull of its perfect extreme equilibria: a mixture of two perfect vertices can be weakly dominated.</source>
        <translation>一部だけが完全な成分があります。成分の完全な部分はその面の和集合 (ある 1 つの完全混合戦略にそろって最適応答となる戦略) であり、完全な端点均衡の凸包ではありません: 完全な 2 頂点の混合が弱支配されることがあります。</translation>
    </message>
    <message>
        <source>The game is zero-sum: its proper equilibria are the pairs of Dresher-optimal strategies, which decides properness for every extreme equilibrium.</source>
        <translation>このゲームはゼロ和です: プロパー均衡は Dresher 最適戦略の組なので、すべての端点均衡についてプロパーかどうかが決まります。</translation>
    </message>
    <message numerus="yes">
        <source>Properness is decided for strict equilibria (proper) and imperfect ones (not proper); %n equilibrium(s) are neither and are marked undecided rather than guessed.</source>
        <translation>
            <numerusform>プロパーかどうかは狭義均衡 (プロパー) と完全でない均衡 (プロパーでない) について判定します。どちらでもない %n 個の均衡は、推測せずに未判定としています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::SaddlePage</name>
    <message>
        <source>Step 1: look for a saddle point</source>
        <translation>手順 1: 鞍点を探す</translation>
    </message>
    <message>
        <source>Player I (rows) maximises, player II (columns) minimises. With a pure strategy, I can guarantee the largest row minimum; II can hold I to the smallest column maximum.</source>
        <translation>プレイヤーI（行）は最大化し、プレイヤーII（列）は最小化します。純粋戦略で、I は行の最小値の最大を保証でき、II は I の利得を列の最大値の最小以下に抑えられます。</translation>
    </message>
    <message>
        <source>Row minima:</source>
        <translation>行の最小値:</translation>
    </message>
    <message>
        <source>Column maxima:</source>
        <translation>列の最大値:</translation>
    </message>
    <message>
        <source>Lower value v̲ = max of the row minima = &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>下側の値 v̲ = 行の最小値の最大 = &lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>Upper value v̄ = min of the column maxima = &lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>上側の値 v̄ = 列の最大値の最小 = &lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>v̲ = v̄ = %1: the game has %n saddle point(s).</source>
        <translation>
            <numerusform>v̲ = v̄ = %1: このゲームには鞍点が %n 個あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saddle points:</source>
        <translation>鞍点:</translation>
    </message>
    <message>
        <source>The value is %1. The row and the column of any saddle point are optimal pure strategies (all saddle points have the same value).</source>
        <translation>ゲームの値は %1 です。どの鞍点についても、その行と列は最適な純粋戦略です（鞍点の値はすべて等しい）。</translation>
    </message>
    <message>
        <source>v̲ = %1 &amp;lt; v̄ = %2: no saddle point.</source>
        <translation>v̲ = %1 &amp;lt; v̄ = %2: 鞍点はありません。</translation>
    </message>
    <message>
        <source>The value lies between %1 and %2, and both players must mix. Next: remove dominated lines, then use the 2x2 formulas, the graphical method, Theorem 3.2 or linear programming.</source>
        <translation>ゲームの値は %1 と %2 の間にあり、両プレイヤーとも混合戦略を使う必要があります。次に、支配される行・列を除き、2×2 の公式、図解法、定理 3.2、または線形計画法を使います。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::SandboxWidget</name>
    <message>
        <source>η of the kmn-η rule: a player expects another player&apos;s kingmaker node to choose its win with a probability in [η, 1−η] (0 &lt; η &lt; 1/2)</source>
        <translation>kmn-η 則の η: プレイヤーは、ほかのプレイヤーのキングメーカーノードが自分を勝たせる子を [η, 1−η] の確率で選ぶと予測します（0 &lt; η &lt; 1/2）</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Probabilities of the children</source>
        <translation>子の確率</translation>
    </message>
    <message>
        <source>Best reply?</source>
        <translation>最適反応？</translation>
    </message>
    <message>
        <source>kmn-η belief</source>
        <translation>kmn-η の予測</translation>
    </message>
    <message>
        <source>Local strategies: type an exact fraction or move the slider</source>
        <translation>局所戦略: 厳密な分数を入力するか、スライダーを動かしてください</translation>
    </message>
    <message>
        <source>Expected payoffs h at the root (exact)</source>
        <translation>根での期待利得 h（厳密）</translation>
    </message>
    <message>
        <source>&amp;η:</source>
        <translation>&amp;η:</translation>
    </message>
    <message>
        <source>What if a player deviates? (one-step-lookahead motive, Def. 4.2.1)</source>
        <translation>あるプレイヤーが逸脱したら？（一段階予測に基づく戦略変更の動機、定義 4.2.1）</translation>
    </message>
    <message>
        <source>The node whose player changes its local strategy</source>
        <translation>局所戦略を変更するプレイヤーのノード</translation>
    </message>
    <message>
        <source>The new local strategy: the probabilities of the children (&quot;1/10, 9/10&quot;; the last may be left out)</source>
        <translation>新しい局所戦略: 子の確率（&quot;1/10, 9/10&quot;。最後の値は省略可）</translation>
    </message>
    <message>
        <source>&amp;Deviate</source>
        <translation>逸脱(&amp;D)</translation>
    </message>
    <message>
        <source>Change the strategy; players whose strategy stops being a best reply switch to a best reply</source>
        <translation>戦略を変更します。戦略が最適反応でなくなったプレイヤーは最適反応に切り替えます</translation>
    </message>
    <message>
        <source>Ado&amp;pt the new profile</source>
        <translation>新しい戦略の組を採用(&amp;P)</translation>
    </message>
    <message>
        <source>Replace the sliders&apos; profile by the profile after the deviation</source>
        <translation>スライダーの戦略の組を、逸脱後の戦略の組に置き換えます</translation>
    </message>
    <message>
        <source>&amp;Node:</source>
        <translation>ノード(&amp;N):</translation>
    </message>
    <message>
        <source>New &amp;strategy:</source>
        <translation>新しい戦略(&amp;S):</translation>
    </message>
    <message>
        <source>No binary game.</source>
        <translation>2値ゲームではありません。</translation>
    </message>
    <message numerus="yes">
        <source>All %n decision node(s).</source>
        <translation>
            <numerusform>すべての手番のノード（%n 個）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2 kingmaker or tied nodes (of %3 decision nodes); the others play their first child.</source>
        <translation>キングメーカーノードまたは同点のあるノード %2 個のうち最初の %1 個（手番のノード %3 個中）。ほかのノードは最初の子を選びます。</translation>
    </message>
    <message>
        <source>%1 kingmaker or tied nodes of %2 decision nodes; the others play their first child.</source>
        <translation>キングメーカーノードまたは同点のあるノード %1 個（手番のノード %2 個中）。ほかのノードは最初の子を選びます。</translation>
    </message>
    <message>
        <source>A strict kingmaker node: its mover cannot win but decides who does</source>
        <translation>狭義のキングメーカーノード: 手番のプレイヤーは勝てないが、誰が勝つかを決める</translation>
    </message>
    <message>
        <source>A decision node</source>
        <translation>手番のノード</translation>
    </message>
    <message>
        <source>Probability of child %1 (node %2)</source>
        <translation>子 %1 の確率（ノード %2）</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>Exact probability of child %1: %2</source>
        <translation>子 %1 の厳密な確率: %2</translation>
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
        <translation>η は 0 と 1/2 の間の分数でなければなりません</translation>
    </message>
    <message>
        <source>kmn-η: these players expect this kingmaker node to choose their win with a probability in [η, 1−η]</source>
        <translation>kmn-η: これらのプレイヤーは、このキングメーカーノードが自分を勝たせる子を [η, 1−η] の確率で選ぶと予測します</translation>
    </message>
    <message>
        <source>Not a probability: type a fraction from 0 to 1 such as 3/5</source>
        <translation>確率ではありません: 3/5 のような 0 から 1 までの分数を入力してください</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Payoffs h at the root: %1</source>
        <translation>根での利得 h: %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>The profile is a subgame-perfect equilibrium: every node plays a best reply.</source>
        <translation>この戦略の組は部分ゲーム完全均衡です: どのノードも最適反応をとっています。</translation>
    </message>
    <message>
        <source>… (%1 in all)</source>
        <translation>…（全 %1 個）</translation>
    </message>
    <message>
        <source>Not an SPE: not a best reply at %1.</source>
        <translation>部分ゲーム完全均衡ではありません: %1 で最適反応になっていません。</translation>
    </message>
    <message>
        <source>Type %1 probabilities from 0 to 1 that sum to 1 (the last may be left out).</source>
        <translation>0 から 1 までの確率を、合計が 1 になるように %1 個入力してください（最後の値は省略可）。</translation>
    </message>
    <message>
        <source>%1&apos;s new strategy is still a best reply.</source>
        <translation>%1 の新しい戦略は依然として最適反応です。</translation>
    </message>
    <message>
        <source>%1&apos;s new strategy is not a best reply: the profile stops being an SPE.</source>
        <translation>%1 の新しい戦略は最適反応ではありません: 戦略の組は部分ゲーム完全均衡でなくなります。</translation>
    </message>
    <message>
        <source>Nobody reacts.</source>
        <translation>誰も反応しません。</translation>
    </message>
    <message>
        <source>Players who react: %1.</source>
        <translation>反応するプレイヤー: %1。</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>New strategies: %1.</source>
        <translation>新しい戦略: %1。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>h: %1 → %2</source>
        <translation>h: %1 → %2</translation>
    </message>
    <message>
        <source>%1 gains %2: a one-step-lookahead motive.</source>
        <translation>%1 は %2 得をします: 一段階予測に基づく戦略変更の動機があります。</translation>
    </message>
    <message>
        <source>%1 gains nothing (%2): no motive by this change.</source>
        <translation>%1 は得をしません（%2）: この変更による動機はありません。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::SequenceTab</name>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>ルール:</translation>
    </message>
    <message>
        <source>The rules used by the position on the board, and the rules you typed</source>
        <translation>盤上の局面で使われているルールと、入力したルール</translation>
    </message>
    <message>
        <source>Other rule:</source>
        <translation>ほかのルール:</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>山</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <source>Whether the rule is for a heap of counters or for a row of coins</source>
        <translation>ルールが石の山に対するものか、コインの列に対するものか</translation>
    </message>
    <message>
        <source>1,3,4  or  0.137  or  kayles, grundy, …</source>
        <translation>1,3,4  または  0.137  または  kayles, grundy, …</translation>
    </message>
    <message>
        <source>&lt;p&gt;A heap rule: a subtraction set such as &lt;b&gt;1,3,4&lt;/b&gt;, an octal code such as &lt;b&gt;0.137&lt;/b&gt; or &lt;b&gt;4.333&lt;/b&gt;, or a name: nim, kayles, dawson, lasker, grundy, powers-of-two, at-least-half, at-most-half, dim-plus, aliquot, even-if-not-all.&lt;/p&gt;&lt;p&gt;A coin rule: turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:1,2,3, one-or-two:1,2,3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;山のルール: &lt;b&gt;1,3,4&lt;/b&gt; のような減算集合、&lt;b&gt;0.137&lt;/b&gt; や &lt;b&gt;4.333&lt;/b&gt; のような8進コード、または名前: nim, kayles, dawson, lasker, grundy, powers-of-two, at-least-half, at-most-half, dim-plus, aliquot, even-if-not-all。&lt;/p&gt;&lt;p&gt;コインのルール: turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, subtraction:1,2,3, one-or-two:1,2,3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Values g(0) … g(N), N =</source>
        <translation>値 g(0) … g(N)、N =</translation>
    </message>
    <message>
        <source>Up to %1; beyond %2 the values are computed in the background</source>
        <translation>%1 まで。%2 を超える値はバックグラウンドで計算します</translation>
    </message>
    <message>
        <source>g(n) for n = row + column; red cells are P-positions (g = 0); bold underlined values are exceptions before the period</source>
        <translation>n = 行 + 列 での g(n)。赤いセルは P 局面 (g = 0)、太字の下線付きの値は周期に入る前の例外</translation>
    </message>
    <message>
        <source>The computation was cancelled.</source>
        <translation>計算はキャンセルされました。</translation>
    </message>
    <message>
        <source>Nim</source>
        <translation>ニム</translation>
    </message>
    <message>
        <source>Kayles</source>
        <translation>ケイレス</translation>
    </message>
    <message>
        <source>Dawson&apos;s chess</source>
        <translation>ドーソンのチェス</translation>
    </message>
    <message>
        <source>Lasker&apos;s Nim</source>
        <translation>ラスカーのニム</translation>
    </message>
    <message>
        <source>Grundy&apos;s game</source>
        <translation>グランディのゲーム</translation>
    </message>
    <message>
        <source>Subtract a power of 2</source>
        <translation>2 のべきを引く</translation>
    </message>
    <message>
        <source>At-Least-Half</source>
        <translation>半分以上取り</translation>
    </message>
    <message>
        <source>At-Most-Half</source>
        <translation>半分以下取り</translation>
    </message>
    <message>
        <source>Dim⁺ (remove a divisor)</source>
        <translation>Dim⁺（約数を取る）</translation>
    </message>
    <message>
        <source>Aliquot (remove a proper divisor)</source>
        <translation>Aliquot（真の約数を取る）</translation>
    </message>
    <message>
        <source>Even if not all, all if odd</source>
        <translation>全部でなければ偶数、奇数なら全部</translation>
    </message>
    <message>
        <source>Subtraction game S = {%1}</source>
        <translation>減算ゲーム S = {%1}</translation>
    </message>
    <message>
        <source>Turning Turtles</source>
        <translation>亀ひっくり返し</translation>
    </message>
    <message>
        <source>Twins</source>
        <translation>ツインズ</translation>
    </message>
    <message>
        <source>Mock Turtles</source>
        <translation>モック・タートルズ</translation>
    </message>
    <message>
        <source>Triplets</source>
        <translation>トリプレッツ</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>ルーラー</translation>
    </message>
    <message>
        <source>Rulerette</source>
        <translation>ルーラレット</translation>
    </message>
    <message>
        <source>Grunt</source>
        <translation>グラント</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not a coin rule: %1</source>
        <translation>コインのルールではありません: %1</translation>
    </message>
    <message>
        <source>Not a heap rule: %1</source>
        <translation>山のルールではありません: %1</translation>
    </message>
    <message>
        <source>typed: %1</source>
        <translation>入力: %1</translation>
    </message>
    <message>
        <source>typed: %1 (%2)</source>
        <translation>入力: %1 (%2)</translation>
    </message>
    <message>
        <source>Computing g(0) … g(%1) for %2 …</source>
        <translation>%2 の g(0) … g(%1) を計算中…</translation>
    </message>
    <message>
        <source>Grundy values of %1 up to %2</source>
        <translation>%2 までの %1 の Grundy 数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>ルール: %1</translation>
    </message>
    <message>
        <source>Rule: %1 — spec “%2”</source>
        <translation>ルール: %1 — 指定「%2」</translation>
    </message>
    <message>
        <source>%1: period %2 from n = %3, proved at n = %4</source>
        <translation>%1: n = %3 から周期 %2（n = %4 で証明）</translation>
    </message>
    <message>
        <source>Period %1 from n = %2 on: g(n + %1) = g(n) for every n ≥ %2 (pre-period %2; proved with the values up to n = %3).</source>
        <translation>n = %2 から周期 %1: n ≥ %2 のすべての n で g(n + %1) = g(n)（前周期 %2。n = %3 までの値で証明）。</translation>
    </message>
    <message>
        <source>No exceptions: every value before the period already follows it.</source>
        <translation>例外なし: 周期に入る前の値もすべて周期に従っています。</translation>
    </message>
    <message>
        <source>Exceptions before the period, where g(n) differs from the periodic value (%1 in all): %2.</source>
        <translation>周期に入る前に g(n) が周期的な値と異なる例外（全 %1 個）: %2。</translation>
    </message>
    <message>
        <source>%1: no period proved up to n = %2</source>
        <translation>%1: n = %2 までに周期は証明されません</translation>
    </message>
    <message>
        <source>No period was found and proved with the values up to n = %1.</source>
        <translation>n = %1 までの値では周期は見つからず、証明もされませんでした。</translation>
    </message>
    <message>
        <source>%1: g(x) for x = %2 … %3</source>
        <translation>%1: x = %2 … %3 での g(x)</translation>
    </message>
    <message>
        <source>Coin positions are numbered from %1, as in the source. A row of coins is worth the nim-sum of g(x) over its heads.</source>
        <translation>コインの位置は原典と同じく %1 から番号を付けます。コインの列の値は、表のコインの g(x) のニム和です。</translation>
    </message>
    <message>
        <source>P-positions (g = 0) up to %1 (%2 in all): %3.</source>
        <translation>%1 までの P 局面 (g = 0)（全 %2 個）: %3。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Largest value up to there: %1.</source>
        <translation>そこまでの最大値: %1。</translation>
    </message>
    <message>
        <source>heap size n</source>
        <translation>山の大きさ n</translation>
    </message>
    <message>
        <source>g(n)</source>
        <translation>g(n)</translation>
    </message>
    <message>
        <source>coin position x</source>
        <translation>コインの位置 x</translation>
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
        <translation>あり ○</translation>
    </message>
    <message>
        <source>no ×</source>
        <translation>なし ×</translation>
    </message>
    <message>
        <source>The first player wants the shortest sure win; the opponent, who cannot avoid losing, delays as long as possible. &lt;b&gt;v&lt;/b&gt; counts the first player&apos;s own moves (the number in the source&apos;s table); the game then lasts &lt;b&gt;2v&lt;/b&gt; moves: v own moves, v − 1 replies and the opponent&apos;s forced take of the last piece. A winning strategy exists when the DP value is at most L.</source>
        <translation>先手は最短で確実に勝とうとし、負けを避けられない相手はできるだけ長引かせます。&lt;b&gt;v&lt;/b&gt; は先手自身の手数（原典の表の数）で、ゲームは &lt;b&gt;2v&lt;/b&gt; 手続きます: 自分の v 手、相手の v − 1 回の応手、そして相手が最後の 1 個を取らされる手です。DP の値が L 以下なら必勝戦略があります。</translation>
    </message>
    <message>
        <source>Whether the first player has a winning strategy (○) or not (×)</source>
        <translation>先手に必勝戦略があるか（○）ないか（×）</translation>
    </message>
    <message>
        <source>Shortest forced win, counted in the first player&apos;s own moves (the source&apos;s number)</source>
        <translation>先手自身の手数で数えた最短の必勝手順（原典の数）</translation>
    </message>
    <message>
        <source>Total number of moves in the game when both play this way: 2v</source>
        <translation>両者がこのように指したときのゲーム全体の手数: 2v</translation>
    </message>
    <message>
        <source>Stone game: take 1, 2 or 3 stones; whoever takes the last stone loses</source>
        <translation>石取りゲーム: 石を 1, 2, 3 個取る。最後の石を取った人の負け</translation>
    </message>
    <message>
        <source>M = 2 to</source>
        <translation>M = 2 から</translation>
    </message>
    <message>
        <source>M
stones</source>
        <translation>M
石の数</translation>
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
        <translation>必勝
戦略</translation>
    </message>
    <message>
        <source>shortest win v
(own moves)</source>
        <translation>最短勝ち v
（自分の手数）</translation>
    </message>
    <message>
        <source>moves in
the game (2v)</source>
        <translation>ゲームの
手数 (2v)</translation>
    </message>
    <message>
        <source>Number of stones</source>
        <translation>石の数</translation>
    </message>
    <message>
        <source>The DP threshold: a value ≤ L means a sure win</source>
        <translation>DP の閾値: 値が L 以下なら必勝</translation>
    </message>
    <message>
        <source>Pyramid: rows of 1, 2, …, p sticks; take adjacent sticks of one row; whoever takes the last stick loses</source>
        <translation>ピラミッド: 1, 2, …, p 本の棒の段。1 つの段の隣り合う棒を取る。最後の棒を取った人の負け</translation>
    </message>
    <message>
        <source>p = 2 to</source>
        <translation>p = 2 から</translation>
    </message>
    <message>
        <source>p = 11 and p = 12 visit up to a million positions and take a while</source>
        <translation>p = 11 と p = 12 は最大 100 万局面を調べるので時間がかかります</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>p
rows</source>
        <translation>p
段数</translation>
    </message>
    <message>
        <source>sticks</source>
        <translation>棒の数</translation>
    </message>
    <message>
        <source>L = ⌈sticks/2⌉</source>
        <translation>L = ⌈棒の数/2⌉</translation>
    </message>
    <message>
        <source>Rows of the pyramid</source>
        <translation>ピラミッドの段数</translation>
    </message>
    <message>
        <source>1 + 2 + … + p</source>
        <translation>1 + 2 + … + p</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Computing …</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>Shortest wins of the pyramid game, p = 2 to %1</source>
        <translation>ピラミッドゲームの最短勝ち、p = 2 から %1</translation>
    </message>
    <message>
        <source>Stone game</source>
        <translation>石取りゲーム</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>ピラミッド</translation>
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
        <translation>ゲーム理論の作業台: ゲームを編集し、最適戦略を求め、それがなぜ最適かを確かめます。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <source>A .gamelab document or an imported file</source>
        <translation>.gamelab 文書またはインポートするファイル</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <source>Files you open or save appear here.</source>
        <translation>開いたり保存したりしたファイルがここに表示されます。</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>例</translation>
    </message>
    <message>
        <source>Double-click an example to open it as a new, unsaved document.</source>
        <translation>例をダブルクリックすると、未保存の新しい文書として開きます。</translation>
    </message>
    <message>
        <source>No examples are installed.</source>
        <translation>例がインストールされていません。</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticEditor</name>
    <message>
        <source>The name of the current state, used in the cells (&quot;3/10 G1&quot;)</source>
        <translation>現在の状態の名前。セルの中で使います（&quot;3/10 G1&quot;）</translation>
    </message>
    <message>
        <source>empty: every play ends</source>
        <translation>空欄: どのプレイも必ず終わる</translation>
    </message>
    <message>
        <source>Q, the payoff of a play that never ends (recursive games); empty when play ends with probability 1</source>
        <translation>Q: 終わらないプレイの利得（帰納的ゲーム）。プレイが確率 1 で終わるときは空欄</translation>
    </message>
    <message>
        <source>State name:</source>
        <translation>状態の名前:</translation>
    </message>
    <message>
        <source>Infinite play pays Q =</source>
        <translation>無限に続くプレイの利得 Q =</translation>
    </message>
    <message>
        <source>Add state</source>
        <translation>状態を追加</translation>
    </message>
    <message>
        <source>Remove state</source>
        <translation>状態を削除</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>行を追加</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>行を削除</translation>
    </message>
    <message>
        <source>Add column</source>
        <translation>列を追加</translation>
    </message>
    <message>
        <source>Remove column</source>
        <translation>列を削除</translation>
    </message>
    <message>
        <source>Add a state with a 2×2 matrix of zeros</source>
        <translation>成分がすべて 0 の 2×2 行列をもつ状態を追加します</translation>
    </message>
    <message>
        <source>Remove the current state; moves into it end the game</source>
        <translation>現在の状態を削除します。その状態への移動はゲームの終了になります</translation>
    </message>
    <message>
        <source>Add a row below the current cell</source>
        <translation>現在のセルの下に行を追加します</translation>
    </message>
    <message>
        <source>Remove the current cell&apos;s row</source>
        <translation>現在のセルの行を削除します</translation>
    </message>
    <message>
        <source>Add a column right of the current cell</source>
        <translation>現在のセルの右に列を追加します</translation>
    </message>
    <message>
        <source>Remove the current cell&apos;s column</source>
        <translation>現在のセルの列を削除します</translation>
    </message>
    <message>
        <source>The states of the game, each a matrix game whose cells may move to other states</source>
        <translation>ゲームの状態。それぞれが行列ゲームで、そのセルからほかの状態へ移ることがあります</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>値</translation>
    </message>
    <message>
        <source>One-shot matrix</source>
        <translation>1 回限りの行列</translation>
    </message>
    <message>
        <source>Shapley iteration</source>
        <translation>シャープレイ反復</translation>
    </message>
    <message>
        <source>Fixed points</source>
        <translation>不動点</translation>
    </message>
    <message>
        <source>The value of every state and stationary optimal strategies</source>
        <translation>各状態の値と固定最適戦略</translation>
    </message>
    <message>
        <source>The current state&apos;s matrix with the values substituted</source>
        <translation>値を代入した現在の状態の行列</translation>
    </message>
    <message>
        <source>Shapley&apos;s value iteration with its error bound</source>
        <translation>シャープレイの値反復とその誤差限界</translation>
    </message>
    <message>
        <source>One-state recursive games: the solutions of v = Val(A(v))</source>
        <translation>状態が 1 つの帰納的ゲーム: v = Val(A(v)) の解</translation>
    </message>
    <message>
        <source>Each cell: the payoff to player I, then the next states with their probabilities, e.g. 4 + 3/10 G1 + 2/5 G2; the rest of the probability ends the game</source>
        <translation>各セル: プレイヤーI への利得、続いて次の状態とその確率（例: 4 + 3/10 G1 + 2/5 G2）。残りの確率でゲームは終わります</translation>
    </message>
    <message>
        <source>Payoff %1 to player I, then the next state (double-click or type to edit)</source>
        <translation>プレイヤーI への利得 %1、続いて次の状態（ダブルクリックまたは入力で編集）</translation>
    </message>
    <message>
        <source>Fix the problems shown under the states to see the analysis.</source>
        <translation>解析を表示するには、状態の下に示した問題を修正してください。</translation>
    </message>
    <message>
        <source>Edit cell %1 of %2</source>
        <translation>%2 のセル %1 を編集</translation>
    </message>
    <message>
        <source>Rename state</source>
        <translation>状態の名前を変更</translation>
    </message>
    <message>
        <source>Q: &quot;%1&quot; is not a number (an integer, a fraction such as -2/7 or a decimal).</source>
        <translation>Q: 「%1」は数値ではありません（整数、-2/7 のような分数、または小数を入力してください）。</translation>
    </message>
    <message>
        <source>Set Q</source>
        <translation>Q を設定</translation>
    </message>
    <message>
        <source>row label</source>
        <translation>行のラベル</translation>
    </message>
    <message>
        <source>column label</source>
        <translation>列のラベル</translation>
    </message>
    <message>
        <source>The label of this strategy</source>
        <translation>この戦略のラベル</translation>
    </message>
    <message>
        <source>Rename row</source>
        <translation>行の名前を変更</translation>
    </message>
    <message>
        <source>Rename column</source>
        <translation>列の名前を変更</translation>
    </message>
    <message>
        <source>State %1, cell %2: %3</source>
        <translation>状態 %1、セル %2: %3</translation>
    </message>
    <message>
        <source>not understood</source>
        <translation>解釈できません</translation>
    </message>
    <message>
        <source>Solving the stochastic game</source>
        <translation>確率的ゲームを解いています</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticFixedPointPage</name>
    <message>
        <source>v ↦ Val(A(v)) against the diagonal: its crossings are the solutions of v = Val(A(v))</source>
        <translation>v ↦ Val(A(v)) と対角線: その交点が v = Val(A(v)) の解です</translation>
    </message>
    <message>
        <source>The fixed-point picture is drawn for recursive games with one state (a Q is given).</source>
        <translation>不動点の図は、状態が 1 つの帰納的ゲーム（Q が与えられているもの）について描きます。</translation>
    </message>
    <message>
        <source>v = Val(A(v)) for state %1</source>
        <translation>状態 %1 の v = Val(A(v))</translation>
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
        <translation>不動点の区間</translation>
    </message>
    <message>
        <source>Every v in [%1, %2] is a fixed point.</source>
        <translation>[%1, %2] のすべての v が不動点です。</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>不動点</translation>
    </message>
    <message>
        <source>fixed point v = %1</source>
        <translation>不動点 v = %1</translation>
    </message>
    <message>
        <source>the value</source>
        <translation>ゲームの値</translation>
    </message>
    <message>
        <source>the value %1: the fixed point value iteration from Q reaches</source>
        <translation>ゲームの値 %1: Q から始めた値反復が到達する不動点</translation>
    </message>
    <message>
        <source>The value is %1 (Q = %2): the solution of v = Val(A(v)) that value iteration from Q reaches.</source>
        <translation>ゲームの値は %1 です（Q = %2）: Q から始めた値反復が到達する v = Val(A(v)) の解です。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticIterationPage</name>
    <message>
        <source>vₙ of the current state against n; the band is vₙ ± the error bound</source>
        <translation>現在の状態の vₙ を n に対して描きます。帯は vₙ ± 誤差限界です</translation>
    </message>
    <message>
        <source>Shapley iteration</source>
        <translation>シャープレイ反復</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;0&lt;/sub&gt; = Q, v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;)); exact while the fractions stay small.</source>
        <translation>v&lt;sub&gt;0&lt;/sub&gt; = Q、v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;))。分数が小さいうちは厳密に計算します。</translation>
    </message>
    <message>
        <source>v&lt;sub&gt;0&lt;/sub&gt; = 0, v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;)); exact while the fractions stay small.</source>
        <translation>v&lt;sub&gt;0&lt;/sub&gt; = 0、v&lt;sub&gt;n+1&lt;/sub&gt;(k) = Val(A&lt;sup&gt;(k)&lt;/sup&gt;(v&lt;sub&gt;n&lt;/sub&gt;))。分数が小さいうちは厳密に計算します。</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>error bound</source>
        <translation>誤差限界</translation>
    </message>
    <message numerus="yes">
        <source>Converged after %n iteration(s).</source>
        <translation>
            <numerusform>%n 回の反復で収束しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n iteration(s) without reaching the tolerance.</source>
        <translation>
            <numerusform>%n 回反復しましたが、許容誤差に達しないまま停止しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Iteration of state %1</source>
        <translation>状態 %1 の反復</translation>
    </message>
    <message>
        <source>vₙ</source>
        <translation>vₙ</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>error band</source>
        <translation>誤差の帯</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StochasticOneShotPage</name>
    <message>
        <source>One-shot game A(v) of state %1</source>
        <translation>状態 %1 の 1 回限りのゲーム A(v)</translation>
    </message>
    <message>
        <source>Each cell with the values v of the states it leads to substituted; its value is the value of the state.</source>
        <translation>各セルに、その移り先の状態の値 v を代入したものです。このゲームの値がその状態の値です。</translation>
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
        <translation>値と固定戦略</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Value (exact)</source>
        <translation>値（厳密）</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>小数</translation>
    </message>
    <message>
        <source>Player I</source>
        <translation>プレイヤーI</translation>
    </message>
    <message>
        <source>Player II</source>
        <translation>プレイヤーII</translation>
    </message>
    <message>
        <source>not identified</source>
        <translation>特定できません</translation>
    </message>
    <message>
        <source>ε-optimal</source>
        <translation>ε-最適</translation>
    </message>
    <message>
        <source>Proved: each value is the exact value of its state&apos;s one-shot game A(v) with the values substituted.</source>
        <translation>証明済み: 各値は、値を代入したその状態の 1 回限りのゲーム A(v) の厳密な値です。</translation>
    </message>
    <message>
        <source>Approximate: some values could not be proved exactly.</source>
        <translation>近似: 厳密には証明できなかった値があります。</translation>
    </message>
    <message>
        <source>No optimal stationary strategy exists where ε-optimal is marked: the value is not attained, and the strategies shown guarantee it to within ε = %1.</source>
        <translation>「ε-最適」と示した箇所には最適な固定戦略がありません: 値は達成されず、表示した戦略は ε = %1 の誤差の範囲でそれを保証します。</translation>
    </message>
    <message>
        <source>Recursive game: infinite play pays Q = %1; among the solutions of v = Val(A(v)) the value is the one value iteration from Q reaches.</source>
        <translation>帰納的ゲーム: 無限に続くプレイの利得は Q = %1 です。v = Val(A(v)) の解のうち、Q から始めた値反復が到達するものがゲームの値です。</translation>
    </message>
    <message>
        <source>Every v in [%1, %2] solves v = Val(A(v)).</source>
        <translation>[%1, %2] のすべての v が v = Val(A(v)) の解です。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicAnalysisPanel</name>
    <message>
        <source>1 Equilibria</source>
        <translation>1 均衡</translation>
    </message>
    <message>
        <source>Pure and mixed Nash equilibria, exact, with the convex components of degenerate games (§3.2)</source>
        <translation>純粋戦略・混合戦略のナッシュ均衡を厳密に。退化したゲームでは凸成分も（§3.2）</translation>
    </message>
    <message>
        <source>2 Safety</source>
        <translation>2 安全水準</translation>
    </message>
    <message>
        <source>Each player&apos;s safety level and maxmin strategies by exact LP (§3.1.5)</source>
        <translation>各プレイヤーの安全水準とマックスミン戦略を厳密な線形計画法で（§3.1.5）</translation>
    </message>
    <message>
        <source>3 Dominance</source>
        <translation>3 支配</translation>
    </message>
    <message>
        <source>Iterated elimination of strictly dominated strategies, also by mixtures (§3.2.4)</source>
        <translation>強く支配される戦略の逐次消去、混合による支配も含む（§3.2.4）</translation>
    </message>
    <message>
        <source>4 Supports</source>
        <translation>4 サポート</translation>
    </message>
    <message>
        <source>Support enumeration: every pair of supports tried, for small two-player games</source>
        <translation>サポート列挙: 小さな 2 人ゲームでサポートの組をすべて試す</translation>
    </message>
    <message>
        <source>5 Lemke–Howson</source>
        <translation>5 Lemke–Howson</translation>
    </message>
    <message>
        <source>The Lemke–Howson algorithm from every starting label: one equilibrium quickly, even in large games</source>
        <translation>すべての開始ラベルからの Lemke–Howson 法: 大きなゲームでも均衡を 1 つ素早く求める</translation>
    </message>
    <message>
        <source>6 Correlated</source>
        <translation>6 相関均衡</translation>
    </message>
    <message>
        <source>Correlated equilibria: the one with the largest total payoff, and the polytope</source>
        <translation>相関均衡: 利得の総和が最大のものと、相関均衡の多面体</translation>
    </message>
    <message>
        <source>7 Pictures</source>
        <translation>7 図</translation>
    </message>
    <message>
        <source>Best-response diagram (2x2) and payoff region with the equilibria and the safety point</source>
        <translation>最適反応の図（2×2）と、均衡と安全点を示した利得領域</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>まだ解析していません。</translation>
    </message>
    <message>
        <source>8 Cooperative</source>
        <translation>8 協力</translation>
    </message>
    <message>
        <source>Two players who may agree: the TU solution with threats and side payments, Nash bargaining, λ-transfer (§3.4)</source>
        <translation>合意できる 2 人: 威嚇と補償支払いのある TU 解、ナッシュ交渉解、λ 移転（§3.4）</translation>
    </message>
    <message>
        <source>9 QRE</source>
        <translation>9 量的応答均衡</translation>
    </message>
    <message>
        <source>Logit quantal response equilibria: the branch from uniform play to its limit, and λ fitted to observed choices</source>
        <translation>ロジット量的応答均衡: 一様な戦略から極限までの枝と、観測された選択に合わせた λ の推定</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicCellDelegate</name>
    <message>
        <source>(Esc cancels.)</source>
        <translation>（Esc でキャンセル。）</translation>
    </message>
    <message>
        <source>One payoff per player, in player order, such as &quot;3, 1&quot; or &quot;5/4; -2&quot; (exact fractions and decimals), or expressions over the parameters such as &quot;3*t - 1, 2&quot;</source>
        <translation>プレイヤー順にプレイヤーごとに 1 つの利得。例:「3, 1」「5/4; -2」（厳密な分数と小数）、またはパラメータの式「3*t - 1, 2」</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicClipboardText</name>
    <message>
        <source>Entry %1, &quot;%2&quot;, is not a number: enter integers, fractions such as -2/7 or decimals such as 0.25, one per player, separated by commas (&quot;3, 1&quot;).</source>
        <translation>%1 番目の値「%2」は数値ではありません: 整数、-2/7 のような分数、0.25 のような小数を、プレイヤーごとに 1 つずつカンマで区切って入力してください（&quot;3, 1&quot;）。</translation>
    </message>
    <message>
        <source>The cell is empty: enter %1 payoffs, one per player, such as &quot;3, 1&quot;.</source>
        <translation>セルが空です: &quot;3, 1&quot; のように、プレイヤーごとに 1 つずつ、%1 個の利得を入力してください。</translation>
    </message>
    <message>
        <source>Found %1 payoff(s), but the game has %2 players: enter one payoff per player, in player order, separated by commas (&quot;3, 1&quot;).</source>
        <translation>利得が %1 個ありますが、このゲームのプレイヤーは %2 人です: プレイヤーの順に 1 つずつ、カンマで区切って入力してください（&quot;3, 1&quot;）。</translation>
    </message>
    <message>
        <source>The clipboard holds no payoffs.</source>
        <translation>クリップボードに利得がありません。</translation>
    </message>
    <message>
        <source>Nothing pasted: cell %1, %2 of the block: %3</source>
        <translation>貼り付けませんでした: ブロックのセル %1, %2: %3</translation>
    </message>
    <message>
        <source>Nothing pasted: line %1 of the block has %2 numbers, not a multiple of the %3 players (each cell needs one payoff per player).</source>
        <translation>貼り付けませんでした: ブロックの %1 行目の数値は %2 個で、プレイヤー数 %3 の倍数ではありません（各セルにはプレイヤーごとに 1 つの利得が必要です）。</translation>
    </message>
    <message>
        <source>Nothing pasted: &quot;%1&quot; (line %2 of the block) is not a number.</source>
        <translation>貼り付けませんでした: 「%1」（ブロックの %2 行目）は数値ではありません。</translation>
    </message>
    <message>
        <source>Nothing pasted: line %1 has %2 cells, but line 1 has %3.</source>
        <translation>貼り付けませんでした: %1 行目のセルは %2 個ですが、1 行目は %3 個です。</translation>
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
        <translation>協力解（§3.4）</translation>
    </message>
    <message>
        <source>The cooperative solutions of §3.4 are for two players.</source>
        <translation>§3.4 の協力解は 2 人ゲームのためのものです。</translation>
    </message>
    <message>
        <source>Transferable utility: threats and side payments</source>
        <translation>譲渡可能効用: 威嚇と補償支払い</translation>
    </message>
    <message>
        <source>σ = max (a + b) = &lt;b&gt;%1&lt;/b&gt;, reached at %2: the players cooperate there and share σ.</source>
        <translation>σ = max (a + b) = &lt;b&gt;%1&lt;/b&gt;（%2 で達成）: プレイヤーはそこで協力して σ を分け合います。</translation>
    </message>
    <message>
        <source>Threat game A − B (I maximises the difference, II minimises it): value δ = &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>威嚇ゲーム A − B（I は差を最大化、II は最小化）: 値 δ = &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Optimal threats of I: %1</source>
        <translation>I の最適威嚇: %1</translation>
    </message>
    <message>
        <source>Optimal threats of II: %1</source>
        <translation>II の最適威嚇: %1</translation>
    </message>
    <message>
        <source>Disagreement point D = %1.</source>
        <translation>不一致点 D = %1。</translation>
    </message>
    <message>
        <source>Disagreement points D from %1 to %2, all on one 45° line through φ*.</source>
        <translation>不一致点 D は %1 から %2 まで、すべて φ* を通る 1 本の 45° 線上にあります。</translation>
    </message>
    <message>
        <source>TU solution φ* = ((σ + δ)/2, (σ − δ)/2) = %1</source>
        <translation>TU 解 φ* = ((σ + δ)/2, (σ − δ)/2) = %1</translation>
    </message>
    <message>
        <source>From %1 no side payment is needed.</source>
        <translation>%1 からは補償支払いは不要です。</translation>
    </message>
    <message>
        <source>From %1: %2 pays %3 the amount &lt;b&gt;%4&lt;/b&gt;.</source>
        <translation>%1 から: %2 が %3 に &lt;b&gt;%4&lt;/b&gt; を支払います。</translation>
    </message>
    <message>
        <source>Nash bargaining (no side payments)</source>
        <translation>ナッシュ交渉（補償支払いなし）</translation>
    </message>
    <message>
        <source>Status quo: the safety levels %1.</source>
        <translation>現状点: 安全水準 %1。</translation>
    </message>
    <message>
        <source>Status quo %1.</source>
        <translation>現状点 %1。</translation>
    </message>
    <message>
        <source>Nash solution %1, maximising (u − u*)(v − v*) = %2 over the feasible set.</source>
        <translation>ナッシュ解 %1: 実現可能集合で (u − u*)(v − v*) = %2 を最大化します。</translation>
    </message>
    <message>
        <source>No feasible point is better for both than the status quo: the axioms give the Pareto-optimal end of what is feasible on its lines.</source>
        <translation>両者にとって現状点より良い実現可能な点はありません: 公理はその直線上で実現可能な部分のパレート最適な端を与えます。</translation>
    </message>
    <message>
        <source>On an edge of slope −%1: the line from the status quo to the solution has slope %1 (tangency).</source>
        <translation>傾き −%1 の辺上: 現状点から解への直線の傾きは %1 です（接する条件）。</translation>
    </message>
    <message>
        <source>No feasible point gives both players their status quo: there is no Nash solution.</source>
        <translation>両プレイヤーに現状点以上を与える実現可能な点がありません: ナッシュ解はありません。</translation>
    </message>
    <message>
        <source>λ-transfer (Shapley): the NTU solution</source>
        <translation>λ 移転（シャープレイ）: NTU 解</translation>
    </message>
    <message>
        <source>A and −B have a saddle point in the same cell: the threat point %1 is fixed for every λ, and the NTU solution is the Nash solution from it.</source>
        <translation>A と −B が同じセルに鞍点を持ちます: 威嚇点 %1 はどの λ でも固定で、NTU 解はそこからのナッシュ解です。</translation>
    </message>
    <message>
        <source>No equilibrium exchange rate λ* was found.</source>
        <translation>均衡交換比率 λ* は見つかりませんでした。</translation>
    </message>
    <message>
        <source>λ* = %1: NTU solution %2.</source>
        <translation>λ* = %1: NTU 解 %2。</translation>
    </message>
    <message>
        <source>Every λ from %1 to %2 gives this point.</source>
        <translation>%1 から %2 までのどの λ もこの点を与えます。</translation>
    </message>
    <message>
        <source>(λ* is irrational or not found exactly; the point is exact.)</source>
        <translation>（λ* は無理数か厳密には求まっていません。点は厳密です。）</translation>
    </message>
    <message>
        <source>Feasible payoffs: NTU hull, TU line u + v = σ, φ*, Nash solution</source>
        <translation>実現可能な利得: NTU の凸包、TU 直線 u + v = σ、φ*、ナッシュ解</translation>
    </message>
    <message>
        <source>u (payoff of %1)</source>
        <translation>u（%1 の利得）</translation>
    </message>
    <message>
        <source>v (payoff of %1)</source>
        <translation>v（%1 の利得）</translation>
    </message>
    <message>
        <source>NTU feasible set</source>
        <translation>NTU 実現可能集合</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>パレート境界</translation>
    </message>
    <message>
        <source>TU Pareto line u + v = σ</source>
        <translation>TU のパレート直線 u + v = σ</translation>
    </message>
    <message>
        <source>u + v = min</source>
        <translation>u + v = 最小</translation>
    </message>
    <message>
        <source>45° line from D to φ*</source>
        <translation>D から φ* への 45° 線</translation>
    </message>
    <message>
        <source>Possible D</source>
        <translation>とりうる D</translation>
    </message>
    <message>
        <source>Side payment</source>
        <translation>補償支払い</translation>
    </message>
    <message>
        <source>Payoff pairs</source>
        <translation>利得の組</translation>
    </message>
    <message>
        <source>D (threat point)</source>
        <translation>D（威嚇点）</translation>
    </message>
    <message>
        <source>φ* (TU solution)</source>
        <translation>φ*（TU 解）</translation>
    </message>
    <message>
        <source>Status quo</source>
        <translation>現状点</translation>
    </message>
    <message>
        <source>Tangent hyperbola</source>
        <translation>接する双曲線</translation>
    </message>
    <message>
        <source>Nash solution</source>
        <translation>ナッシュ解</translation>
    </message>
    <message>
        <source>λ-transfer solution</source>
        <translation>λ 移転解</translation>
    </message>
    <message>
        <source>Status quo u*, v*:</source>
        <translation>現状点 u*, v*:</translation>
    </message>
    <message>
        <source>Safety levels</source>
        <translation>安全水準</translation>
    </message>
    <message>
        <source>Use the safety levels (v_I, v_II) as the status quo again</source>
        <translation>安全水準 (v_I, v_II) を再び現状点にする</translation>
    </message>
    <message>
        <source>φ(λ), λ from 1/8 to 8</source>
        <translation>φ(λ)（λ = 1/8 〜 8）</translation>
    </message>
    <message>
        <source>The Nash solution&apos;s status quo, e.g. 1, 3/2; or set it by clicking in the picture</source>
        <translation>ナッシュ解の現状点。例: 1, 3/2。図をクリックして設定することもできます</translation>
    </message>
    <message>
        <source>Set status quo by clicking</source>
        <translation>クリックで現状点を設定</translation>
    </message>
    <message>
        <source>Then click in the picture: the status quo moves to the point clicked (to two decimals), and this button turns off again</source>
        <translation>続けて図をクリックすると、現状点がクリックした点（小数第 2 位まで）に移り、このボタンは元に戻ります</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicCorrelatedPage</name>
    <message>
        <source>Correlated equilibria</source>
        <translation>相関均衡</translation>
    </message>
    <message>
        <source>A mediator draws a cell at random from a distribution π and tells each player only its own strategy in that cell. π is a correlated equilibrium when no player gains by disobeying any recommendation. These distributions form a polytope that contains every Nash equilibrium; the one maximising the total payoff is found by exact linear programming.</source>
        <translation>仲介者が分布 π に従ってセルを 1 つ無作為に選び、各プレイヤーにはそのセルでの自分の戦略だけを伝えます。どのプレイヤーもどの推奨に背いても得をしないとき、π は相関均衡です。相関均衡全体はすべてのナッシュ均衡を含む多面体をなします。利得の総和を最大にする相関均衡は厳密な線形計画法で求めます。</translation>
    </message>
    <message>
        <source>Correlated equilibria need at least two players.</source>
        <translation>相関均衡には少なくとも 2 人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>The correlated equilibrium with the largest total payoff</source>
        <translation>利得の総和が最大の相関均衡</translation>
    </message>
    <message>
        <source>Expected payoffs:</source>
        <translation>期待利得:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>総和:</translation>
    </message>
    <message>
        <source>verified ✓ (exactly: every obedience constraint holds)</source>
        <translation>検証済み ✓（厳密に: すべての服従制約が成り立ちます）</translation>
    </message>
    <message>
        <source>not verified exactly</source>
        <translation>厳密には検証されていません</translation>
    </message>
    <message>
        <source>over all Nash equilibria</source>
        <translation>すべてのナッシュ均衡での</translation>
    </message>
    <message>
        <source>over the Nash equilibria found</source>
        <translation>見つかったナッシュ均衡での</translation>
    </message>
    <message>
        <source>over the pure Nash equilibria</source>
        <translation>純粋戦略ナッシュ均衡での</translation>
    </message>
    <message>
        <source>Compared with the Nash equilibria</source>
        <translation>ナッシュ均衡との比較</translation>
    </message>
    <message>
        <source>No Nash equilibrium to compare with was computed.</source>
        <translation>比較するナッシュ均衡は計算されていません。</translation>
    </message>
    <message>
        <source>Largest total payoff %1: %2, with payoffs %3.</source>
        <translation>%1利得の総和の最大値: %2（利得 %3）。</translation>
    </message>
    <message>
        <source>Correlation helps: the best correlated equilibrium gives %1 more in total.</source>
        <translation>相関が役に立ちます: 最良の相関均衡では総和が %1 多くなります。</translation>
    </message>
    <message>
        <source>Correlation does not raise the total payoff here: the best Nash equilibrium is as good.</source>
        <translation>ここでは相関によって利得の総和は増えません: 最良のナッシュ均衡で同じ総和が得られます。</translation>
    </message>
    <message>
        <source>The polytope of correlated equilibria</source>
        <translation>相関均衡の多面体</translation>
    </message>
    <message>
        <source>Its vertices are enumerated only for games with at most 16 cells.</source>
        <translation>頂点を列挙するのは、セルが 16 個以下のゲームに限ります。</translation>
    </message>
    <message numerus="yes">
        <source>It has %n vertex/vertices; every correlated equilibrium is a mixture of them.</source>
        <translation>
            <numerusform>この多面体の頂点は %n 個で、どの相関均衡もそれらの混合です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicDocument</name>
    <message>
        <source>Gambit strategic form (*.nfg)</source>
        <translation>Gambit 戦略形 (*.nfg)</translation>
    </message>
    <message>
        <source>%1&apos;s payoff at (%2)</source>
        <translation>(%2) での %1 の利得</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicDominancePage</name>
    <message>
        <source>Iterated elimination of strictly dominated strategies</source>
        <translation>強く支配される戦略の逐次消去</translation>
    </message>
    <message>
        <source>A strategy is strictly dominated when another strategy, or a mixture of the player&apos;s strategies, pays that player strictly more against every profile of the others still present. It is never played in an equilibrium, so it can be removed; removals can make further strategies dominated. The equilibria of the reduced game are those of the game.</source>
        <translation>ある戦略は、別の戦略（またはそのプレイヤーの戦略の混合）が、まだ残っている他のプレイヤーのどの戦略の組に対しても、そのプレイヤーに厳密に多くの利得を与えるとき、強く支配されます。強く支配される戦略は均衡では決して使われないので除去でき、除去によってさらに別の戦略が支配されることがあります。縮小したゲームの均衡は元のゲームの均衡と同じです。</translation>
    </message>
    <message>
        <source>Only domination by pure strategies was tested (mixtures are tested by Solve (F5)).</source>
        <translation>純粋戦略による支配だけを調べました（混合による支配は「解く」(F5) で調べます）。</translation>
    </message>
    <message>
        <source>No strategy is strictly dominated, even by a mixture.</source>
        <translation>混合戦略を含めても、強く支配される戦略はありません。</translation>
    </message>
    <message>
        <source>No strategy is strictly dominated by a pure strategy.</source>
        <translation>純粋戦略に強く支配される戦略はありません。</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>%1 を除去</translation>
    </message>
    <message>
        <source>— strictly dominated by the mixture %1</source>
        <translation>— 混合戦略 %1 に強く支配される</translation>
    </message>
    <message>
        <source>— strictly dominated by %1</source>
        <translation>— %1 に強く支配される</translation>
    </message>
    <message>
        <source>gains at least %1 against every remaining profile of the others</source>
        <translation>残っている他者のどの戦略の組に対しても少なくとも %1 多く得る</translation>
    </message>
    <message>
        <source>Left: %1 (from %2). The removed strategies are struck out in the table.</source>
        <translation>残り: %1（元は %2）。除去した戦略は表で取り消し線付きになります。</translation>
    </message>
    <message>
        <source>Only one strategy per player is left: the game is dominance solvable, and that profile is its unique equilibrium.</source>
        <translation>各プレイヤーに戦略が 1 つずつ残りました: このゲームは支配可解で、その戦略の組が唯一の均衡です。</translation>
    </message>
    <message>
        <source>The reduced game:</source>
        <translation>縮小したゲーム:</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicEditor</name>
    <message>
        <source>Safety level (maxmin value) of each player: what it can guarantee whatever the others do, with a mixed strategy that guarantees it (exact LP).</source>
        <translation>各プレイヤーの安全水準（maxmin値）: 他のプレイヤーが何をしても保証できる利得と、それを保証する混合戦略（厳密な線形計画法）。</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Run the full analysis now (every equilibrium, correlated equilibria, pictures)</source>
        <translation>今すぐ完全な解析を実行します（すべての均衡、相関均衡、図）</translation>
    </message>
    <message>
        <source>+Row↑</source>
        <translation>+行↑</translation>
    </message>
    <message>
        <source>Insert a strategy of the row player above the current one</source>
        <translation>行プレイヤーの戦略を現在の行の上に挿入します</translation>
    </message>
    <message>
        <source>+Row↓</source>
        <translation>+行↓</translation>
    </message>
    <message>
        <source>Insert a strategy of the row player below the current one</source>
        <translation>行プレイヤーの戦略を現在の行の下に挿入します</translation>
    </message>
    <message>
        <source>+Col←</source>
        <translation>+列←</translation>
    </message>
    <message>
        <source>Insert a strategy of the column player left of the current one</source>
        <translation>列プレイヤーの戦略を現在の列の左に挿入します</translation>
    </message>
    <message>
        <source>+Col→</source>
        <translation>+列→</translation>
    </message>
    <message>
        <source>Insert a strategy of the column player right of the current one</source>
        <translation>列プレイヤーの戦略を現在の列の右に挿入します</translation>
    </message>
    <message>
        <source>−Row</source>
        <translation>−行</translation>
    </message>
    <message>
        <source>Delete the selected strategies of the row player</source>
        <translation>選択した行プレイヤーの戦略を削除します</translation>
    </message>
    <message>
        <source>−Col</source>
        <translation>−列</translation>
    </message>
    <message>
        <source>Delete the selected strategies of the column player</source>
        <translation>選択した列プレイヤーの戦略を削除します</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current row up</source>
        <translation>現在の行を上へ移動します</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current row down</source>
        <translation>現在の行を下へ移動します</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>Move the current column left</source>
        <translation>現在の列を左へ移動します</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>Move the current column right</source>
        <translation>現在の列を右へ移動します</translation>
    </message>
    <message>
        <source>+Player</source>
        <translation>+プレイヤー</translation>
    </message>
    <message>
        <source>Add a player with two strategies (the game does not depend on its choice until you edit it); choose its strategy in the slice selector</source>
        <translation>戦略を 2 つ持つプレイヤーを追加します（編集するまでゲームはその選択に依存しません）。その戦略は断面の選択欄で選びます</translation>
    </message>
    <message>
        <source>−Player</source>
        <translation>−プレイヤー</translation>
    </message>
    <message>
        <source>Remove the last player, keeping the payoffs of the strategy its slice selector shows</source>
        <translation>最後のプレイヤーを削除し、その断面の選択欄で表示中の戦略の利得を残します</translation>
    </message>
    <message>
        <source>→ Zero-sum</source>
        <translation>→ ゼロ和</translation>
    </message>
    <message>
        <source>Open this game in the zero-sum editor (two players whose payoffs sum to zero in every cell)</source>
        <translation>このゲームをゼロ和エディタで開きます（2 人で、どのセルでも利得の和がゼロのとき）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated &quot;3, 1&quot; cells</source>
        <translation>選択したセルを &quot;3, 1&quot; 形式のタブ区切りでコピーします</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Paste cells with every player&apos;s payoffs (&quot;3,1&lt;Tab&gt;0,2&quot;), or one matrix per player separated by empty lines, at the current cell</source>
        <translation>全プレイヤーの利得を持つセル（&quot;3,1&lt;Tab&gt;0,2&quot;）、または空行で区切ったプレイヤーごとの行列を、現在のセルに貼り付けます</translation>
    </message>
    <message>
        <source>Paste payoffs of %1</source>
        <translation>%1 の利得を貼り付け</translation>
    </message>
    <message>
        <source>Paste a block of single numbers (one matrix) as %1&apos;s payoffs at the current cell</source>
        <translation>数値のブロック（行列 1 つ）を %1 の利得として現在のセルに貼り付けます</translation>
    </message>
    <message>
        <source>Name of player %1 (payoffs in this colour). Enter confirms; empty means &quot;%2&quot;.</source>
        <translation>プレイヤー%1 の名前（利得はこの色で表示）。Enter で確定。空欄なら「%2」。</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Slice: the table shows the cells where %1 plays this strategy</source>
        <translation>断面: 表には %1 がこの戦略を選ぶセルが表示されます</translation>
    </message>
    <message>
        <source>Insert a strategy of %1 after the shown one (a copy of its payoffs)</source>
        <translation>表示中の戦略の後に %1 の戦略を挿入します（利得はその複製）</translation>
    </message>
    <message>
        <source>Delete the shown strategy of %1</source>
        <translation>表示中の %1 の戦略を削除します</translation>
    </message>
    <message>
        <source>Safety levels: after the analysis.</source>
        <translation>安全水準: 解析後に表示します。</translation>
    </message>
    <message>
        <source>Safety levels: %1</source>
        <translation>安全水準: %1</translation>
    </message>
    <message>
        <source>Safety levels: press Solve (F5).</source>
        <translation>安全水準: 「解く」(F5) を押してください。</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;%2&lt;/b&gt; %3 with %4</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;%2&lt;/b&gt; %3（戦略 %4）</translation>
    </message>
    <message>
        <source>Analysing the %1 game</source>
        <translation>%1 のゲームを解析中</translation>
    </message>
    <message>
        <source>Solving the %1 game completely</source>
        <translation>%1 のゲームを完全に解いています</translation>
    </message>
    <message>
        <source>%1 needs at least one strategy.</source>
        <translation>%1 には少なくとも 1 つの戦略が必要です。</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n strategies of %1</source>
        <translation>
            <numerusform>%1 の戦略を %n 個削除</numerusform>
        </translation>
    </message>
    <message>
        <source>The editor handles at most %1 players.</source>
        <translation>このエディタで扱えるプレイヤーは %1 人までです。</translation>
    </message>
    <message>
        <source>Added %1 with two strategies; pick the slice to edit in its selector.</source>
        <translation>戦略を 2 つ持つ %1 を追加しました。編集する断面はその選択欄で選んでください。</translation>
    </message>
    <message>
        <source>A game in this editor has at least %1 players.</source>
        <translation>このエディタのゲームには少なくとも %1 人のプレイヤーが必要です。</translation>
    </message>
    <message>
        <source>Not a zero-sum game: %1</source>
        <translation>ゼロ和ゲームではありません: %1</translation>
    </message>
    <message>
        <source>The zero-sum version can only be opened from the main window.</source>
        <translation>ゼロ和版はメインウィンドウからのみ開けます。</translation>
    </message>
    <message>
        <source>Copied %1 x %2 cells.</source>
        <translation>%1 × %2 のセルをコピーしました。</translation>
    </message>
    <message>
        <source>For one player&apos;s payoff matrix use Paste ▸ Paste payoffs of a player.</source>
        <translation>1 人のプレイヤーの利得行列には「貼り付け ▸ （プレイヤー）の利得を貼り付け」を使ってください。</translation>
    </message>
    <message>
        <source>Pasted %1 x %2 cells.</source>
        <translation>%1 × %2 のセルを貼り付けました。</translation>
    </message>
    <message>
        <source>Pasted %1 x %2 payoffs of %3.</source>
        <translation>%3 の %1 × %2 の利得を貼り付けました。</translation>
    </message>
    <message>
        <source>Strategy name; leave empty for the default number. Enter confirms, Esc cancels.</source>
        <translation>戦略名。空欄にすると既定の番号になります。Enter で確定、Esc でキャンセル。</translation>
    </message>
    <message>
        <source>Characteristic function (4.1)…</source>
        <translation>特性関数 (4.1)…</translation>
    </message>
    <message>
        <source>Open the characteristic function of this game in a new coalitional tab: v(S) is what S can guarantee playing as one against the others (4.1)</source>
        <translation>このゲームの特性関数を新しい提携形ゲームのタブで開きます: v(S) は S が一体となって残りのプレイヤーと戦うときに保証できる値です (4.1)</translation>
    </message>
    <message>
        <source>Show the previous slice (the previous strategy of %1)</source>
        <translation>前の断面を表示（%1 の前の戦略）</translation>
    </message>
    <message>
        <source>Show the next slice (the next strategy of %1)</source>
        <translation>次の断面を表示（%1 の次の戦略）</translation>
    </message>
    <message>
        <source>Move ‹</source>
        <translation>移動 ‹</translation>
    </message>
    <message>
        <source>Move the shown strategy of %1 one place earlier in its list</source>
        <translation>表示中の %1 の戦略を一覧で 1 つ前へ移動</translation>
    </message>
    <message>
        <source>Move ›</source>
        <translation>移動 ›</translation>
    </message>
    <message>
        <source>Move the shown strategy of %1 one place later in its list</source>
        <translation>表示中の %1 の戦略を一覧で 1 つ後ろへ移動</translation>
    </message>
    <message>
        <source>Finding more equilibria of the %1 game</source>
        <translation>%1 のゲームの均衡をさらに探しています</translation>
    </message>
    <message>
        <source>+Param</source>
        <translation>+パラメータ</translation>
    </message>
    <message>
        <source>Add a parameter t (0 in [0, 1]): payoffs may then be expressions such as 3*t - 1</source>
        <translation>パラメータ t（[0, 1] で 0）を追加します: 以後、利得に 3*t - 1 のような式を書けます</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicEquilibriaPage</name>
    <message>
        <source>pure</source>
        <translation>純粋</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>厳密</translation>
    </message>
    <message>
        <source>Select an equilibrium to highlight it on the table</source>
        <translation>均衡を選ぶと表の上で強調表示します</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Payoff %1</source>
        <translation>%1 の利得</translation>
    </message>
    <message>
        <source>≥ safety levels</source>
        <translation>≥ 安全水準</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Every player gets at least its safety level</source>
        <translation>どのプレイヤーも少なくとも自分の安全水準を得ます</translation>
    </message>
    <message>
        <source>below for %1</source>
        <translation>%1 が下回る</translation>
    </message>
    <message>
        <source>Impossible for an equilibrium: the result is wrong</source>
        <translation>均衡ではあり得ません: 結果が誤っています</translation>
    </message>
    <message>
        <source>Nash equilibria</source>
        <translation>ナッシュ均衡</translation>
    </message>
    <message>
        <source>No pure equilibrium: no cell is starred for every player.</source>
        <translation>純粋戦略均衡はありません: 全プレイヤーに星印が付いたセルはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n pure equilibrium(s) (cells starred for every player):</source>
        <translation>
            <numerusform>純粋戦略均衡 %n 個（全プレイヤーに星印が付いたセル）:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n extreme equilibrium(s), exact (vertex enumeration of the best-response polytopes),</source>
        <translation>
            <numerusform>厳密な端点均衡が %n 個（最適反応多面体の頂点列挙による）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n maximal convex component(s).</source>
        <translation>
            <numerusform>これらは %n 個の極大凸成分をなします。</numerusform>
        </translation>
    </message>
    <message>
        <source>All equilibria:</source>
        <translation>すべての均衡:</translation>
    </message>
    <message numerus="yes">
        <source>Listed: the %n distinct equilibrium(s) Lemke–Howson found from the starting labels tried (not necessarily all).</source>
        <translation>
            <numerusform>一覧: 試した開始ラベルから Lemke–Howson 法で見つかった相異なる均衡 %n 個（すべての均衡とは限りません）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Listed: the pure equilibria only.</source>
        <translation>一覧: 純粋戦略均衡のみ。</translation>
    </message>
    <message numerus="yes">
        <source>(%n support profile(s) examined).</source>
        <translation>
            <numerusform>（調べたサポートの組は %n 個）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Search complete: every support profile was examined (a continuum of equilibria is represented by the points found).</source>
        <translation>探索完了: すべてのサポートの組を調べました（均衡の連続体は、見つかった点で代表されます）。</translation>
    </message>
    <message>
        <source>Search incomplete: some support profiles were not examined; there may be more equilibria.</source>
        <translation>探索未完了: 調べていないサポートの組があります。ほかにも均衡があるかもしれません。</translation>
    </message>
    <message>
        <source>Mixed equilibria:</source>
        <translation>混合戦略均衡:</translation>
    </message>
    <message>
        <source>A one-player game: its equilibria are the player&apos;s best strategies.</source>
        <translation>1 人ゲームです: 均衡はそのプレイヤーの最適な戦略です。</translation>
    </message>
    <message>
        <source>Maximal convex components</source>
        <translation>極大凸成分</translation>
    </message>
    <message>
        <source>extreme equilibria %1</source>
        <translation>端点均衡 %1</translation>
    </message>
    <message>
        <source>The game is degenerate: it has continua of equilibria. Every p and q in a component above form an equilibrium, not only the extreme ones; the components describe the whole equilibrium set.</source>
        <translation>このゲームは退化しており、均衡の連続体があります。上の成分に属するどの p と q の組も（端点だけでなく）均衡であり、これらの成分が均衡集合全体を表します。</translation>
    </message>
    <message>
        <source>Every equilibrium is isolated: the extreme equilibria are all the equilibria.</source>
        <translation>どの均衡も孤立しています: 端点均衡がすべての均衡です。</translation>
    </message>
    <message>
        <source>Connected sets of components (sharing an extreme equilibrium):</source>
        <translation>成分の連結集合（端点均衡を共有するもの）:</translation>
    </message>
    <message>
        <source>No two components meet: each is its own connected set.</source>
        <translation>どの 2 つの成分も交わりません: 各成分がそれだけで 1 つの連結集合です。</translation>
    </message>
    <message>
        <source>Equilibria and safety levels</source>
        <translation>均衡と安全水準</translation>
    </message>
    <message>
        <source>Safety levels:</source>
        <translation>安全水準:</translation>
    </message>
    <message>
        <source>equilibrium %1 pays %2 only %3</source>
        <translation>均衡 %1 での %2 の利得は %3 しかありません</translation>
    </message>
    <message>
        <source>An equilibrium below a player&apos;s safety level cannot happen: in an equilibrium each player&apos;s strategy is a best response, so it earns at least what the maxmin strategy guarantees.</source>
        <translation>プレイヤーの安全水準を下回る均衡はあり得ません: 均衡では各プレイヤーの戦略は最適反応なので、少なくともマックスミン戦略が保証する利得を得ます。</translation>
    </message>
    <message>
        <source>Every equilibrium listed meets every player&apos;s safety level ✓</source>
        <translation>一覧のどの均衡も、全プレイヤーの安全水準を満たします ✓</translation>
    </message>
    <message>
        <source>Below a safety level, which is impossible — please report this: %1</source>
        <translation>安全水準を下回っています。これはあり得ないことです — 報告してください: %1</translation>
    </message>
    <message>
        <source>≈ (regret %1)</source>
        <translation>≈（後悔 %1）</translation>
    </message>
    <message>
        <source>Proved exactly in rational arithmetic</source>
        <translation>有理数演算で厳密に証明済み</translation>
    </message>
    <message>
        <source>Perfect / proper</source>
        <translation>完全 / プロパー</translation>
    </message>
    <message>
        <source>The end of the logit QRE branch at λ = 10⁶: no search found an equilibrium, and every finite game has one.</source>
        <translation>λ = 10⁶ でのロジット QRE の枝の終点です: どの探索でも均衡が見つかりませんでしたが、有限ゲームには必ず均衡があります。</translation>
    </message>
    <message>
        <source>Approximate: no player gains more than %1 by deviating from the fractions listed (computed exactly; no fractions near its probabilities solve the equations exactly)</source>
        <translation>近似: 一覧の分数から逸脱しても、どのプレイヤーも %1 を超えて得をしません（厳密に計算。確率に近い分数で方程式を厳密に満たすものはありません）</translation>
    </message>
    <message>
        <source>, QRE limit</source>
        <translation>、QRE の極限</translation>
    </message>
    <message>
        <source>, restart</source>
        <translation>、再出発</translation>
    </message>
    <message>
        <source>Found by Find more: the end of a logit trace from a random starting mixture.</source>
        <translation>「さらに探す」で発見: ランダムな初期混合からのロジット追跡の終点です。</translation>
    </message>
    <message>
        <source>Find more</source>
        <translation>さらに探す</translation>
    </message>
    <message>
        <source>Search longer for equilibria (twice the time each press) and follow logit traces from 8 more random starting mixtures; progress and Cancel below</source>
        <translation>均衡をより長く探索し（押すたびに 2 倍の時間）、さらに 8 個のランダムな初期混合からロジット追跡を行います。進捗とキャンセルは下に表示されます</translation>
    </message>
    <message numerus="yes">
        <source>%n pure equilibrium(s).</source>
        <translation>
            <numerusform>純粋戦略均衡 %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mixed equilibria: the game is too large for a search of its supports.</source>
        <translation>混合戦略均衡: サポートを探索するにはゲームが大きすぎます。</translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium(s) found by the support search</source>
        <translation>
            <numerusform>サポート探索で見つかった均衡 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Not all: the search stopped after %1 s, with %2 of %3 support profiles examined (small and balanced supports first). Find more searches longer and restarts from random mixtures.</source>
        <translation>すべてではありません: 探索は %1 秒で打ち切り、サポートの組 %3 個のうち %2 個を調べました（小さく釣り合ったサポートから順に）。「さらに探す」でより長く探索し、ランダムな混合から再出発します。</translation>
    </message>
    <message>
        <source>1 equilibrium found as the limit of the logit QRE branch (not all: the searches found none, and the game is too large for a complete search).</source>
        <translation>ロジット QRE の枝の極限として均衡を 1 個見つけました（すべてではありません: 探索では見つからず、完全な探索にはゲームが大きすぎます）。</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s) from random mixtures (logit traces) ran;</source>
        <translation>
            <numerusform>ランダムな混合からの再出発（ロジット追跡）を %n 回行いました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new equilibrium(s) among their ends.</source>
        <translation>
            <numerusform>その終点のうち新しい均衡は %n 個です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicLemkeHowsonPage</name>
    <message>
        <source>Lemke–Howson</source>
        <translation>Lemke–Howson 法</translation>
    </message>
    <message>
        <source>Start at the artificial equilibrium (nobody plays anything), drop one label — a strategy of either player — and follow the unique path of almost completely labelled points until the missing label is picked up again: that point is an equilibrium. Exact pivoting with lexicographic tie-breaking; each starting label may reach a different equilibrium.</source>
        <translation>人工的な均衡（誰も何も選ばない点）から出発し、ラベル（どちらかのプレイヤーの戦略）を 1 つ外して、ほぼ完全ラベル付きの点からなる一意な経路を、欠けたラベルが再び得られるまでたどります。その点が均衡です。ピボット演算は厳密で、同順位は辞書式に決めます。開始ラベルごとに別の均衡に到達することがあります。</translation>
    </message>
    <message>
        <source>Lemke–Howson is shown for two-player games.</source>
        <translation>Lemke–Howson 法は 2 人ゲームについて表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%n starting label(s) tried;</source>
        <translation>
            <numerusform>開始ラベルを %n 個試しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n distinct equilibrium(s) reached.</source>
        <translation>
            <numerusform>到達した相異なる均衡は %n 個です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game has %n extreme equilibrium(s) (Equilibria tab): Lemke–Howson need not reach all of them.</source>
        <translation>
            <numerusform>このゲームには端点均衡が %n 個あります（「均衡」タブ）: Lemke–Howson 法でそのすべてに到達するとは限りません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Payoffs</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>Reached from</source>
        <translation>開始ラベル</translation>
    </message>
    <message numerus="yes">
        <source>%n label(s): %1</source>
        <translation>
            <numerusform>%n 個: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Dropped label</source>
        <translation>外したラベル</translation>
    </message>
    <message>
        <source>Pivots</source>
        <translation>ピボット回数</translation>
    </message>
    <message>
        <source>Equilibrium reached</source>
        <translation>到達した均衡</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicPicturesPage</name>
    <message numerus="yes">
        <source>The pictures are drawn for two-player games; this game has %n player(s).</source>
        <translation>
            <numerusform>図は 2 人ゲームについて描きます。このゲームのプレイヤーは %n 人です。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is indifferent between its columns at p = %2.</source>
        <translation>p = %2 のとき、%1 にとって自分の列は無差別です。</translation>
    </message>
    <message>
        <source>%1 is indifferent between its rows at q = %2.</source>
        <translation>q = %2 のとき、%1 にとって自分の行は無差別です。</translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium piece(s) at the crossings (points, or segments for continua).</source>
        <translation>
            <numerusform>交点にある均衡は %n 個（点、または連続体なら線分）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The best-response diagram is drawn for 2x2 games; this game is %1.</source>
        <translation>最適反応の図は 2×2 ゲームについて描きます。このゲームは %1 です。</translation>
    </message>
    <message>
        <source>Payoff region: every point of the shaded hull is the payoff of some distribution over the cells; hover over a point for its cell or equilibrium.</source>
        <translation>利得領域: 網掛けした凸包の各点は、セル上のある確率分布による利得です。点にマウスを重ねると、そのセルまたは均衡が表示されます。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicQrePage</name>
    <message>
        <source>Limit as λ → ∞:</source>
        <translation>λ → ∞ の極限:</translation>
    </message>
    <message>
        <source>An exact Nash equilibrium, checked by its definition: the branch selects it.</source>
        <translation>厳密なナッシュ均衡です（定義によって確認済み）。枝はこの均衡を選びます。</translation>
    </message>
    <message>
        <source>Select it in the equilibrium list (No. %1)</source>
        <translation>均衡の一覧で選択する（%1 番）</translation>
    </message>
    <message>
        <source>Approximate: the end of the branch did not round to an exact equilibrium (it may be irrational).</source>
        <translation>近似値: 枝の終点を丸めても厳密な均衡になりませんでした（無理数の可能性があります）。</translation>
    </message>
    <message numerus="yes">
        <source>%n points traced, up to λ = %1.</source>
        <translation>
            <numerusform>%n 点をたどりました（λ = %1 まで）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicSafetyPage</name>
    <message>
        <source>Safety levels (maxmin)</source>
        <translation>安全水準（maxmin値）</translation>
    </message>
    <message>
        <source>A player&apos;s safety level is the most it can guarantee whatever the other does: the value of the zero-sum game in which it maximises its own payoff and the other minimises it. For two players v&lt;sub&gt;I&lt;/sub&gt; = Val(A) and v&lt;sub&gt;II&lt;/sub&gt; = Val(Bᵀ) (not Val(B)). Solved by exact linear programming.</source>
        <translation>プレイヤーの安全水準とは、相手が何をしても保証できる最大の利得です。つまり、自分の利得を自分が最大化し相手が最小化するゼロ和ゲームの値です。2 人の場合 v&lt;sub&gt;I&lt;/sub&gt; = Val(A)、v&lt;sub&gt;II&lt;/sub&gt; = Val(Bᵀ)（Val(B) ではありません）。厳密な線形計画法で解きます。</translation>
    </message>
    <message>
        <source>A player&apos;s safety level is the most it can guarantee whatever the others do: the maximum over its mixed strategies of the minimum over the others&apos; pure profiles of its payoff. Solved by exact linear programming.</source>
        <translation>プレイヤーの安全水準とは、他のプレイヤーが何をしても保証できる最大の利得です。つまり、他者の純粋戦略の組についての自分の利得の最小値を、自分の混合戦略について最大化した値です。厳密な線形計画法で解きます。</translation>
    </message>
    <message>
        <source>Safety level v =</source>
        <translation>安全水準 v =</translation>
    </message>
    <message>
        <source>Maxmin strategy:</source>
        <translation>マックスミン戦略:</translation>
    </message>
    <message numerus="yes">
        <source>The maxmin strategy is not unique: every mixture of these %n vertices guarantees v.</source>
        <translation>
            <numerusform>マックスミン戦略は一意ではありません: 次の %n 個の頂点のどの混合も v を保証します。</numerusform>
        </translation>
    </message>
    <message>
        <source>This maxmin strategy is the only one.</source>
        <translation>マックスミン戦略はこれ 1 つだけです。</translation>
    </message>
    <message>
        <source>verified ✓ (exactly: the strategy guarantees v against every pure reply, and v is the optimum)</source>
        <translation>検証済み ✓（厳密に: この戦略は相手のどの純粋戦略に対しても v を保証し、v が最適値です）</translation>
    </message>
    <message>
        <source>not verified exactly</source>
        <translation>厳密には検証されていません</translation>
    </message>
    <message>
        <source>the game of %1</source>
        <translation>%1 のゲーム</translation>
    </message>
    <message>
        <source>The zero-sum game solved, %1 (rows: %2&apos;s strategies, entries: %2&apos;s payoffs; the other player minimises):</source>
        <translation>解いたゼロ和ゲーム %1（行: %2 の戦略、成分: %2 の利得。相手は最小化します）:</translation>
    </message>
    <message>
        <source>The zero-sum game solved (rows: %1&apos;s strategies, columns: the others&apos; pure profiles, entries: %1&apos;s payoffs):</source>
        <translation>解いたゼロ和ゲーム（行: %1 の戦略、列: 他者の純粋戦略の組、成分: %1 の利得）:</translation>
    </message>
    <message>
        <source>The zero-sum game solved is %1 x %2 (too large to print).</source>
        <translation>解いたゼロ和ゲームは %1 × %2 です（大きすぎるため表示しません）。</translation>
    </message>
    <message>
        <source>Individually rational payoffs</source>
        <translation>個人合理的な利得</translation>
    </message>
    <message>
        <source>The safety point is (v&lt;sub&gt;I&lt;/sub&gt;, v&lt;sub&gt;II&lt;/sub&gt;) = (%1, %2). The individually rational payoffs are those with u ≥ %1 and v ≥ %2: the upper-right quadrant from the safety point (dashed lines in the payoff-region picture). Every equilibrium lies in it.</source>
        <translation>安全点は (v&lt;sub&gt;I&lt;/sub&gt;, v&lt;sub&gt;II&lt;/sub&gt;) = (%1, %2) です。個人合理的な利得は u ≥ %1 かつ v ≥ %2 を満たすもの、つまり安全点の右上の象限です（利得領域の図の破線）。どの均衡もこの中にあります。</translation>
    </message>
    <message>
        <source>If both players use the maxmin strategies shown, the payoffs are %1.</source>
        <translation>両プレイヤーが上のマックスミン戦略を使うと、利得は %1 です。</translation>
    </message>
    <message>
        <source>The individually rational payoff vectors are those with %1. Every equilibrium lies in this region.</source>
        <translation>個人合理的な利得ベクトルは %1 を満たすものです。どの均衡もこの領域にあります。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicSupportPage</name>
    <message>
        <source>Support enumeration</source>
        <translation>サポート列挙</translation>
    </message>
    <message>
        <source>For each pair of supports of equal size, solve the indifference equations: the other player&apos;s strategies in the support must all pay the same. The solution is an equilibrium when it is a probability vector and no strategy outside the support pays more.</source>
        <translation>同じ大きさのサポートの各組について、無差別条件の方程式を解きます: サポート内の相手の戦略はすべて同じ利得を与えなければなりません。解が確率ベクトルで、サポート外のどの戦略もそれより多くの利得を与えないとき、その解は均衡です。</translation>
    </message>
    <message>
        <source>Support enumeration is shown for two-player games.</source>
        <translation>サポート列挙は 2 人ゲームについて表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%n support pair(s) tried;</source>
        <translation>
            <numerusform>サポートの組を %n 個試しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n equilibrium(s) found.</source>
        <translation>
            <numerusform>見つかった均衡は %n 個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is degenerate (a mixed strategy on k strategies has more than k pure best responses): support enumeration may miss equilibria, in particular continua. The Equilibria tab lists all of them.</source>
        <translation>このゲームは退化しています（k 個の戦略上の混合戦略に対して、純粋戦略の最適反応が k 個より多くあります）: サポート列挙では均衡、特に連続体を見落とすことがあります。すべての均衡は「均衡」タブに表示されます。</translation>
    </message>
    <message>
        <source>The game is nondegenerate: these are all its equilibria.</source>
        <translation>このゲームは非退化です: これですべての均衡です。</translation>
    </message>
    <message>
        <source>Support of %1</source>
        <translation>%1 のサポート</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Payoffs</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>equilibrium ✓</source>
        <translation>均衡 ✓</translation>
    </message>
    <message>
        <source>singular (no unique solution)</source>
        <translation>特異（解が一意でない）</translation>
    </message>
    <message>
        <source>profitable deviation by %1 to %2</source>
        <translation>%1 は %2 に逸脱すると得をする</translation>
    </message>
    <message>
        <source>negative weight: not a probability</source>
        <translation>負の重み: 確率ではない</translation>
    </message>
    <message>
        <source>zero weight inside the support (see the smaller support)</source>
        <translation>サポート内に重み 0（より小さいサポートを参照）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicTableModel</name>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 は %2 を選ぶ</translation>
    </message>
    <message>
        <source>%1 gets %2</source>
        <translation>%1 の利得は %2</translation>
    </message>
    <message>
        <source>(a best response: no other strategy of %1 pays more here)</source>
        <translation>（最適反応: ここでは %1 の他のどの戦略もこれより多くの利得を与えません）</translation>
    </message>
    <message>
        <source>Pure equilibrium: every player&apos;s payoff is starred, so nobody gains by deviating alone.</source>
        <translation>純粋戦略均衡: 全プレイヤーの利得に星印が付いているので、誰も単独で逸脱して得をすることはありません。</translation>
    </message>
    <message>
        <source>Probability of this cell in the selected equilibrium: %1</source>
        <translation>選択した均衡でのこのセルの確率: %1</translation>
    </message>
    <message>
        <source>Double-click or type to edit: one payoff per player, such as &quot;3, 1&quot;.</source>
        <translation>ダブルクリックまたは入力で編集: &quot;3, 1&quot; のようにプレイヤーごとに 1 つの利得。</translation>
    </message>
    <message>
        <source>Strategy %1 of %2 is eliminated in step %3: strictly dominated by %4 (by at least %5).</source>
        <translation>%2 の戦略 %1 は手順 %3 で消去されます: %4 に強く支配されます（差は少なくとも %5）。</translation>
    </message>
    <message>
        <source>payoff</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>Strategy of %1 (rows). Double-click to rename.</source>
        <translation>%1 の戦略（行）。ダブルクリックで名前を変更。</translation>
    </message>
    <message>
        <source>Strategy of %1 (columns). Double-click to rename.</source>
        <translation>%1 の戦略（列）。ダブルクリックで名前を変更。</translation>
    </message>
    <message>
        <source>Probability in the selected equilibrium: %1</source>
        <translation>選択した均衡での確率: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 The cell keeps %3.</source>
        <translation>「%1」: %2 セルの値は %3 のままです。</translation>
    </message>
    <message>
        <source>(the expression %1 at the current parameters)</source>
        <translation>（現在のパラメータでの式 %1）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::StrategicText</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>strategy %1</source>
        <translation>戦略 %1</translation>
    </message>
    <message>
        <source>Not computed automatically for a game this size — press Solve (F5).</source>
        <translation>この大きさのゲームでは自動では計算しません — 「解く」(F5) を押してください。</translation>
    </message>
    <message>
        <source>verified by definition ✓ (exactly: no player gains by any pure deviation)</source>
        <translation>定義により検証済み ✓（厳密に: どのプレイヤーも純粋戦略への逸脱で得をしません）</translation>
    </message>
    <message>
        <source>not verified: a result failed the exact check by definition</source>
        <translation>未検証: 定義による厳密な確認に失敗した結果があります</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::SweepChart</name>
    <message>
        <source>Equilibria against the parameter: dashed lines mark the breakpoints, the solid line the current value. Click a piece to list its equilibria.</source>
        <translation>パラメータに対する均衡: 破線は分岐点、実線は現在の値です。区間をクリックするとその均衡を一覧します。</translation>
    </message>
    <message>
        <source>%1 (sampled)</source>
        <translation>%1（標本値）</translation>
    </message>
    <message>
        <source>breakpoint</source>
        <translation>分岐点</translation>
    </message>
    <message>
        <source>current value</source>
        <translation>現在の値</translation>
    </message>
    <message>
        <source>at a breakpoint</source>
        <translation>分岐点で</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::ThermographChart</name>
    <message>
        <source>value (Left&apos;s side on the left)</source>
        <translation>値（左側ほど左に有利）</translation>
    </message>
    <message>
        <source>temperature t</source>
        <translation>温度 t</translation>
    </message>
    <message>
        <source>left wall</source>
        <translation>左の壁</translation>
    </message>
    <message>
        <source>right wall</source>
        <translation>右の壁</translation>
    </message>
    <message>
        <source>mast</source>
        <translation>マスト</translation>
    </message>
    <message>
        <source>mean %1, temperature %2</source>
        <translation>平均 %1、温度 %2</translation>
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
        <translation>セルをクリック: 空 → ヒキガエル（T、右へ進む、左の駒）→ カエル（F、左へ進む、右の駒）→ 空</translation>
    </message>
    <message>
        <source>Place a toad</source>
        <translation>ヒキガエルを置く</translation>
    </message>
    <message>
        <source>Place a frog</source>
        <translation>カエルを置く</translation>
    </message>
    <message>
        <source>Empty a cell</source>
        <translation>セルを空ける</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeAnalysisPanel</name>
    <message>
        <source>Subgame perfection</source>
        <translation>部分ゲーム完全性</translation>
    </message>
    <message>
        <source>Backward induction and subgame-perfect equilibria, drawn on the tree (§2.5.7, §3.2.5)</source>
        <translation>後ろ向き帰納法と部分ゲーム完全均衡を木の上に描く（§2.5.7、§3.2.5）</translation>
    </message>
    <message>
        <source>Zero-sum solution</source>
        <translation>ゼロ和ゲームの解</translation>
    </message>
    <message>
        <source>Two-person zero-sum trees with perfect recall: value and optimal behaviour strategies by the sequence form (§2.5.8)</source>
        <translation>完全記憶をもつ 2 人ゼロ和ゲームの木: 系列形による値と最適な行動戦略（§2.5.8）</translation>
    </message>
    <message>
        <source>Strategic form</source>
        <translation>戦略形</translation>
    </message>
    <message>
        <source>The tree&apos;s strategic form, reduced or not, opened as a strategic game (§2.5.5)</source>
        <translation>木の戦略形（縮約の有無を選択）を戦略形ゲームとして開く（§2.5.5）</translation>
    </message>
    <message>
        <source>Analysing the tree</source>
        <translation>木を解析中</translation>
    </message>
    <message>
        <source>Finding a subgame-perfect equilibrium</source>
        <translation>部分ゲーム完全均衡を求めています</translation>
    </message>
    <message>
        <source>Solving the sequence form</source>
        <translation>系列形を解いています</translation>
    </message>
    <message>
        <source>Building the strategic form</source>
        <translation>戦略形を作成しています</translation>
    </message>
    <message>
        <source>The tree changed; results are out of date. Press Solve (F5).</source>
        <translation>木が変更されたため、結果は古くなっています。「解く」(F5) を押してください。</translation>
    </message>
    <message>
        <source>Checking the tree</source>
        <translation>木を検査しています</translation>
    </message>
    <message>
        <source>Solving the tree</source>
        <translation>木を解いています</translation>
    </message>
    <message>
        <source>%1 (strategic form)</source>
        <translation>%1（戦略形）</translation>
    </message>
    <message>
        <source>Kingmakers</source>
        <translation>キングメーカー</translation>
    </message>
    <message>
        <source>Win/lose trees of three or more players: forced wins, kingmaker nodes, SPE counts, maxn and the SP-1EP (kingmaker thesis)</source>
        <translation>3 人以上の2値ゲームの木: 必勝ノード、キングメーカーノード、SPE の数、maxn、SP-1EP（キングメーカー論文）</translation>
    </message>
    <message>
        <source>Looking for kingmakers</source>
        <translation>キングメーカーを探しています</translation>
    </message>
    <message>
        <source>QRE</source>
        <translation>量的応答均衡</translation>
    </message>
    <message>
        <source>Logit agent quantal response equilibria: the branch, its limit as an assessment with beliefs, and λ fitted to observed choices</source>
        <translation>ロジット・エージェント量的応答均衡: 枝、信念を含む評価としての極限、観測された選択に合わせた λ の推定</translation>
    </message>
    <message>
        <source>Tracing the QRE branch</source>
        <translation>QRE の枝をたどっています</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>逐次均衡</translation>
    </message>
    <message>
        <source>A sequential equilibrium: behaviour and beliefs at every information set, reached or not, with the trembles that explain the beliefs off the path</source>
        <translation>逐次均衡: 到達するかどうかにかかわらず、すべての情報集合での行動と信念。経路外の信念は、それを説明する震えとともに示します</translation>
    </message>
    <message>
        <source>Finding a sequential equilibrium</source>
        <translation>逐次均衡を求めています</translation>
    </message>
    <message>
        <source>Lemke</source>
        <translation>レムケ</translation>
    </message>
    <message>
        <source>One Nash equilibrium of a two-player tree, zero-sum or not, by Lemke&apos;s algorithm on the sequence form from a completely mixed prior</source>
        <translation>2 人の木 (ゼロ和でも非ゼロ和でも) のナッシュ均衡を 1 つ、完全混合な事前分布から系列形上のレムケ法で求めます</translation>
    </message>
    <message>
        <source>Following Lemke&apos;s path</source>
        <translation>レムケの経路をたどっています</translation>
    </message>
    <message>
        <source>CFR+</source>
        <translation>CFR+法</translation>
    </message>
    <message>
        <source>An approximate solution of two-person zero-sum trees too large for the sequence form, by CFR+: live exploitability chart, Stop, and an exact bound at the end</source>
        <translation>系列形式では大きすぎる 2 人ゼロ和ゲームの木の近似解（CFR+）: 搾取可能性の推移グラフ、停止、終了時の厳密な誤差限界</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeBinaryEdits</name>
    <message>
        <source>Select a leaf first.</source>
        <translation>先に終端ノードを選択してください。</translation>
    </message>
    <message numerus="yes">
        <source>There is no player %1 (the tree has %n player(s)); add players first.</source>
        <translation>
            <numerusform>プレイヤー%1 はいません（この木のプレイヤーは %n 人）。先にプレイヤーを追加してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The node is gone (the tree changed).</source>
        <translation>そのノードはもうありません（木が変更されました）。</translation>
    </message>
    <message>
        <source>A winner is set on leaves only; the selection holds a move.</source>
        <translation>勝者は終端ノードにだけ設定できます。選択には手番のノードが含まれています。</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>%1 wins here</source>
        <translation>%1 の勝ちに設定</translation>
    </message>
    <message>
        <source>The selected node is a move already; + adds an action to it.</source>
        <translation>選択したノードはすでに手番です。+ で行動を追加できます。</translation>
    </message>
    <message>
        <source>There is no player %1; add players first.</source>
        <translation>プレイヤー%1 はいません。先にプレイヤーを追加してください。</translation>
    </message>
    <message>
        <source>Add move of %1</source>
        <translation>%1 の手番を追加</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeCfrPage</name>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Iterations:</source>
        <translation>反復回数:</translation>
    </message>
    <message>
        <source>Stop after this many iterations (each updates both players once)</source>
        <translation>この回数の反復で停止します（1 回の反復で両プレイヤーを 1 回ずつ更新）</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目標:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Stop once the exploitability of the average strategies (computed in floating point as it runs) is at most this; 0 = none</source>
        <translation>平均戦略の搾取可能性（実行中に浮動小数点で計算）がこの値以下になったら停止します。0 = なし</translation>
    </message>
    <message>
        <source>Seconds:</source>
        <translation>秒数:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Time budget: after this many seconds the iterations stop and the answer so far is shown; 0 = no limit</source>
        <translation>時間の上限: この秒数が経つと反復を止め、それまでの答えを表示します。0 = 制限なし</translation>
    </message>
    <message>
        <source>Run CFR+ on the tree as it is now: an approximate solution whose error is bounded exactly at the end</source>
        <translation>現在の木で CFR+ を実行します: 誤差が終了時に厳密に評価される近似解です</translation>
    </message>
    <message>
        <source>Stop iterating and show the answer so far with its exact bound (press again to cancel the exact check)</source>
        <translation>反復を止め、それまでの答えを厳密な誤差限界とともに表示します（もう一度押すと厳密な検査を中止）</translation>
    </message>
    <message>
        <source>Computing the exact bound by best replies…</source>
        <translation>最適反応で厳密な誤差限界を計算中…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Iterating…</source>
        <translation>反復中…</translation>
    </message>
    <message>
        <source>Running CFR+</source>
        <translation>CFR+ を実行中</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n iteration(s).</source>
        <translation>
            <numerusform>完了: %n 回の反復。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Exploitability of the average strategies (floating point, as it runs)</source>
        <translation>平均戦略の搾取可能性（実行中の浮動小数点値）</translation>
    </message>
    <message>
        <source>exploitability</source>
        <translation>搾取可能性</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>反復回数</translation>
    </message>
    <message>
        <source>Exploitability (log scale)</source>
        <translation>搾取可能性（対数目盛）</translation>
    </message>
    <message>
        <source>Iteration %1: exploitability ≈ %2 (floating point)</source>
        <translation>反復 %1: 搾取可能性 ≈ %2（浮動小数点）</translation>
    </message>
    <message>
        <source>No tree.</source>
        <translation>木がありません。</translation>
    </message>
    <message>
        <source>Running CFR+… the chart shows the exploitability as it falls.</source>
        <translation>CFR+ を実行中… グラフは搾取可能性が下がっていく様子を示します。</translation>
    </message>
    <message>
        <source>CFR+ approximates optimal behaviour in two-person zero-sum trees with perfect recall that are too large for the exact sequence form. Press Start; the result is approximate, and its error is bounded exactly at the end.</source>
        <translation>CFR+ は、厳密な系列形式には大きすぎる完全記憶の 2 人ゼロ和ゲームの木で、最適な行動戦略を近似します。「開始」を押してください。結果は近似ですが、その誤差は終了時に厳密に評価されます。</translation>
    </message>
    <message>
        <source>Approximate solution by CFR+</source>
        <translation>CFR+ による近似解</translation>
    </message>
    <message numerus="yes">
        <source>Approximate: the average behaviour after %n iteration(s), not an exact equilibrium.</source>
        <translation>
            <numerusform>近似: %n 回の反復後の平均行動戦略であり、厳密な均衡ではありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>The value for %1 lies in [%2, %3] (proved by exact best replies).</source>
        <translation>%1 にとってのゲームの値は [%2, %3] の範囲にあります（厳密な最適反応で証明）。</translation>
    </message>
    <message>
        <source>Exploitability (exact bound):</source>
        <translation>搾取可能性（厳密な限界）:</translation>
    </message>
    <message>
        <source>Exploitability = upper − lower: neither player&apos;s behaviour below loses more than this against a best reply, and the value is at most this far from either bound.</source>
        <translation>搾取可能性 = 上限 − 下限: 下に示すどちらのプレイヤーの行動戦略も、最適反応に対してこれ以上は損をせず、ゲームの値はどちらの限界からもこれ以上離れていません。</translation>
    </message>
    <message>
        <source>the iteration limit was reached</source>
        <translation>反復回数の上限に達した</translation>
    </message>
    <message>
        <source>the target exploitability was reached</source>
        <translation>目標の搾取可能性に達した</translation>
    </message>
    <message>
        <source>the time budget ran out</source>
        <translation>時間の上限に達した</translation>
    </message>
    <message>
        <source>you pressed Stop</source>
        <translation>「停止」が押された</translation>
    </message>
    <message>
        <source>Stopped because %1 after %2 s of iterations.</source>
        <translation>%2 秒の反復の後、%1ため停止しました。</translation>
    </message>
    <message>
        <source>Average behaviour of %1 (rounded; the bounds hold for these numbers)</source>
        <translation>%1 の平均行動戦略（丸めた値。上の限界はこの数値について成り立ちます）</translation>
    </message>
    <message>
        <source>CFR+ average behaviour after %1 iterations (approximate): value in [%2, %3]</source>
        <translation>CFR+ の %1 回反復後の平均行動戦略（近似）: 値は [%2, %3] の範囲</translation>
    </message>
    <message numerus="yes">
        <source>Exact: after %n iteration(s) the rounded average behaviour is an equilibrium (exploitability 0, proved by exact best replies).</source>
        <translation>
            <numerusform>厳密: %n 回の反復後、丸めた平均行動戦略は均衡です（搾取可能性 0、厳密な最適反応で証明）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeDocument</name>
    <message>
        <source>Gambit extensive form (*.efg)</source>
        <translation>Gambit 展開形 (*.efg)</translation>
    </message>
    <message>
        <source>TikZ picture for LaTeX (*.tex)</source>
        <translation>LaTeX 用 TikZ 図 (*.tex)</translation>
    </message>
    <message>
        <source>There is no parameter named “%1”.</source>
        <translation>「%1」という名前のパラメータはありません。</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 を設定</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeEditor</name>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Click a node to select it (Ctrl+click adds), double-click a text to edit it; keys 1–9 and C set the mover, + adds an action, Delete removes a subtree, J joins an information set.</source>
        <translation>ノードをクリックで選択（Ctrl+クリックで追加）、テキストをダブルクリックで編集。1–9 と C キーで手番を設定、+ で行動を追加、Delete で部分木を削除、J で情報集合を結合。</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>ノード %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaf/leaves</source>
        <translation>
            <numerusform>終端ノード %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n information set(s)</source>
        <translation>
            <numerusform>情報集合 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>; perfect information</source>
        <translation>、完全情報</translation>
    </message>
    <message>
        <source>Mover</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Player %1 moves at the selected nodes (a leaf gets two actions)</source>
        <translation>選択したノードをプレイヤー%1 の手番にします（終端ノードには行動が 2 つ付きます）</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>偶然</translation>
    </message>
    <message>
        <source>Chance moves at the selected nodes (uniform probabilities)</source>
        <translation>選択したノードを偶然手番にします（確率は一様）</translation>
    </message>
    <message>
        <source>Leaf</source>
        <translation>終端</translation>
    </message>
    <message>
        <source>Make the selected nodes leaves (deletes what lies below)</source>
        <translation>選択したノードを終端ノードにします（その下はすべて削除されます）</translation>
    </message>
    <message>
        <source>Who moves at the selected nodes: keys 1–9, C for chance, T for a leaf</source>
        <translation>選択したノードの手番: 1–9 キーでプレイヤー、C で偶然、T で終端</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>行動を追加</translation>
    </message>
    <message>
        <source>Add an action to the selected node&apos;s move (every node of its information set gets it)</source>
        <translation>選択したノードの手番に行動を追加します（同じ情報集合のすべてのノードに追加されます）</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>行動を削除</translation>
    </message>
    <message>
        <source>Remove the action leading to the selected node, with what lies below it</source>
        <translation>選択したノードに至る行動を、その下の部分ごと削除します</translation>
    </message>
    <message>
        <source>Delete subtree</source>
        <translation>部分木を削除</translation>
    </message>
    <message>
        <source>Delete everything below the selected node (it becomes a leaf)</source>
        <translation>選択したノードより下をすべて削除します（終端ノードになります）</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>結合</translation>
    </message>
    <message>
        <source>Put the selected nodes into one information set (same player, same number of actions)</source>
        <translation>選択したノードを 1 つの情報集合にまとめます（同じプレイヤー、同じ行動数であること）</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>分割</translation>
    </message>
    <message>
        <source>Give each selected node its own information set</source>
        <translation>選択した各ノードをそれぞれ別の情報集合にします</translation>
    </message>
    <message>
        <source>Name information set…</source>
        <translation>情報集合に名前を付ける…</translation>
    </message>
    <message>
        <source>Name the selected node&apos;s information set</source>
        <translation>選択したノードの情報集合に名前を付けます</translation>
    </message>
    <message>
        <source>Name outcome…</source>
        <translation>結果に名前を付ける…</translation>
    </message>
    <message>
        <source>Name the selected leaf&apos;s outcome so other leaves can share it</source>
        <translation>選択した終端ノードの結果に名前を付け、ほかの終端ノードと共有できるようにします</translation>
    </message>
    <message>
        <source>Name outcome</source>
        <translation>結果に名前を付ける</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Copy subtree</source>
        <translation>部分木をコピー</translation>
    </message>
    <message>
        <source>Copy the subtree of the selected node</source>
        <translation>選択したノードの部分木をコピーします</translation>
    </message>
    <message>
        <source>Cut subtree</source>
        <translation>部分木を切り取り</translation>
    </message>
    <message>
        <source>Copy the subtree of the selected node and delete it</source>
        <translation>選択したノードの部分木をコピーして削除します</translation>
    </message>
    <message>
        <source>Paste subtree</source>
        <translation>部分木を貼り付け</translation>
    </message>
    <message>
        <source>Put the copied subtree at the selected node (replacing its subtree)</source>
        <translation>コピーした部分木を選択したノードに置きます（そのノードの部分木を置き換えます）</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Add a player (payoff 0 everywhere)</source>
        <translation>プレイヤーを追加します（利得はすべて 0）</translation>
    </message>
    <message>
        <source>Rename player…</source>
        <translation>プレイヤーの名前を変更…</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>プレイヤーの名前を変更します</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>プレイヤーの名前を変更</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー:</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新しい名前:</translation>
    </message>
    <message>
        <source>Remove last player</source>
        <translation>最後のプレイヤーを削除</translation>
    </message>
    <message>
        <source>Remove the last player (refused while the player still moves)</source>
        <translation>最後のプレイヤーを削除します（そのプレイヤーの手番が残っている間はできません）</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom in (also Ctrl+wheel)</source>
        <translation>拡大（Ctrl+ホイールでも可）</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom out (also Ctrl+wheel)</source>
        <translation>縮小（Ctrl+ホイールでも可）</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Show the whole tree</source>
        <translation>木全体を表示します</translation>
    </message>
    <message>
        <source>Left to right</source>
        <translation>左から右へ</translation>
    </message>
    <message>
        <source>Draw the tree from left to right instead of top-down</source>
        <translation>木を上から下ではなく左から右へ描きます</translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation>画像をエクスポート…</translation>
    </message>
    <message>
        <source>Save the tree picture as SVG, PNG or PDF (TikZ and .efg: File ▸ Export)</source>
        <translation>木の図を SVG、PNG、PDF で保存します（TikZ と .efg は ファイル ▸ エクスポート）</translation>
    </message>
    <message>
        <source>Select a node first.</source>
        <translation>先にノードを選択してください。</translation>
    </message>
    <message>
        <source>Set mover to chance</source>
        <translation>手番を偶然にする</translation>
    </message>
    <message>
        <source>Set mover</source>
        <translation>手番を設定</translation>
    </message>
    <message>
        <source>Select the node an action leads to.</source>
        <translation>行動の行き先のノードを選択してください。</translation>
    </message>
    <message numerus="yes">
        <source>Copied a subtree of %n node(s).</source>
        <translation>
            <numerusform>ノード %n 個の部分木をコピーしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the node to paste at.</source>
        <translation>貼り付け先のノードを選択してください。</translation>
    </message>
    <message>
        <source>Saved the picture as %1.</source>
        <translation>画像を %1 に保存しました。</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>画像をエクスポート</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Outcome %1</source>
        <translation>結果 %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Compute every analysis now, whatever the size of the tree</source>
        <translation>木の大きさにかかわらず、すべての解析を今すぐ実行します</translation>
    </message>
    <message>
        <source>Win/lose</source>
        <translation>勝敗</translation>
    </message>
    <message>
        <source>Binary (win/lose) mode: a digit on a leaf makes that player win there (payoff 1 to the player, 0 to the others), leaves show the winner&apos;s name, and M turns a leaf into a move (B)</source>
        <translation>2値（勝敗）モード: 終端ノードで数字キーを押すとそのプレイヤーの勝ちになり（そのプレイヤーに利得 1、ほかに 0）、終端ノードには勝者の名前が表示されます。M で終端ノードを手番に変えます (B)</translation>
    </message>
    <message>
        <source>Generate…</source>
        <translation>生成…</translation>
    </message>
    <message>
        <source>Open a generated win/lose tree in a new tab: the Diamond game, Nim for 3 or 4 players, or a random tree</source>
        <translation>生成した2値ゲームの木を新しいタブで開きます: ダイヤモンドゲーム、3 人または 4 人のニム、ランダムな木</translation>
    </message>
    <message>
        <source>Make a move</source>
        <translation>手番にする</translation>
    </message>
    <message>
        <source>Turn the selected leaf into a two-action move of the player after its parent&apos;s mover (in win/lose mode the digits set winners on leaves) (M)</source>
        <translation>選択した終端ノードを、親の手番のプレイヤーの次のプレイヤーの手番（行動 2 つ）に変えます（勝敗モードでは、数字キーで終端ノードの勝者を設定します）(M)</translation>
    </message>
    <message>
        <source>Select a leaf first.</source>
        <translation>先に終端ノードを選択してください。</translation>
    </message>
    <message>
        <source>The selected node is a move already; + adds an action to it.</source>
        <translation>選択したノードはすでに手番です。+ で行動を追加できます。</translation>
    </message>
    <message>
        <source>Add parameter</source>
        <translation>パラメータを追加</translation>
    </message>
    <message>
        <source>Add a parameter t (0 in [0, 1]): payoffs and chance probabilities may then be expressions such as 3*t - 1 or 1 - t</source>
        <translation>パラメータ t（[0, 1] で 0）を追加します: 以後、利得と偶然手番の確率に 3*t - 1 や 1 - t のような式を書けます</translation>
    </message>
    <message>
        <source>Add, rename or remove players; add a parameter</source>
        <translation>プレイヤーの追加・名前変更・削除、パラメータの追加</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeEdits</name>
    <message>
        <source>That node no longer exists.</source>
        <translation>そのノードはもう存在しません。</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>偶然</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>数値を入力してください。</translation>
    </message>
    <message>
        <source>“%1” is not a number (use integers, fractions like 3/4 or decimals).</source>
        <translation>「%1」は数値ではありません（整数、3/4 のような分数、または小数を使ってください）。</translation>
    </message>
    <message>
        <source>This node already has moves: add an action to it, or delete its subtree first.</source>
        <translation>このノードにはすでに手番があります: 行動を追加するか、先に部分木を削除してください。</translation>
    </message>
    <message>
        <source>There is no player %1; add players first.</source>
        <translation>プレイヤー%1 はいません。先にプレイヤーを追加してください。</translation>
    </message>
    <message>
        <source>Add chance move</source>
        <translation>偶然手番を追加</translation>
    </message>
    <message>
        <source>Add move of %1</source>
        <translation>%1 の手番を追加</translation>
    </message>
    <message>
        <source>A leaf has no actions: give it a mover first (keys 1–9 or C).</source>
        <translation>終端ノードには行動がありません: 先に手番を設定してください（1–9 または C キー）。</translation>
    </message>
    <message>
        <source>Add action</source>
        <translation>行動を追加</translation>
    </message>
    <message>
        <source>Select the node an action leads to.</source>
        <translation>行動の行き先のノードを選択してください。</translation>
    </message>
    <message>
        <source>A move keeps at least one action: delete the parent&apos;s subtree instead (Delete).</source>
        <translation>手番には少なくとも 1 つの行動が必要です: 代わりに親ノードの部分木を削除してください（Delete）。</translation>
    </message>
    <message>
        <source>Remove action</source>
        <translation>行動を削除</translation>
    </message>
    <message>
        <source>This node is already a leaf.</source>
        <translation>このノードはすでに終端ノードです。</translation>
    </message>
    <message>
        <source>Delete subtree</source>
        <translation>部分木を削除</translation>
    </message>
    <message numerus="yes">
        <source>There is no player %1 (the tree has %n player(s)); add players first.</source>
        <translation>
            <numerusform>プレイヤー%1 はいません（この木のプレイヤーは %n 人）。先にプレイヤーを追加してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set mover to %1</source>
        <translation>手番を %1 に設定</translation>
    </message>
    <message>
        <source>Select at least two nodes to join (Ctrl+click adds a node to the selection).</source>
        <translation>結合するノードを 2 つ以上選択してください（Ctrl+クリックで選択に追加）。</translation>
    </message>
    <message>
        <source>Leaves belong to no information set: select decision nodes only.</source>
        <translation>終端ノードはどの情報集合にも属しません: 手番のノードだけを選択してください。</translation>
    </message>
    <message>
        <source>Chance nodes are never in information sets.</source>
        <translation>偶然手番のノードは情報集合に入りません。</translation>
    </message>
    <message>
        <source>Cannot join: the nodes belong to different players (%1 and %2); an information set belongs to one player.</source>
        <translation>結合できません: ノードの手番のプレイヤーが異なります（%1 と %2）。情報集合は 1 人のプレイヤーに属します。</translation>
    </message>
    <message>
        <source>Cannot join: the nodes have different numbers of actions (%1 and %2); the mover must see the same choices at every node of a set.</source>
        <translation>結合できません: ノードの行動の数が異なります（%1 と %2）。手番のプレイヤーには、集合のどのノードでも同じ選択肢が見えなければなりません。</translation>
    </message>
    <message>
        <source>These nodes already form one information set.</source>
        <translation>これらのノードはすでに 1 つの情報集合です。</translation>
    </message>
    <message>
        <source>Join information set</source>
        <translation>情報集合を結合</translation>
    </message>
    <message>
        <source>Select a node of an information set with several nodes to split it off.</source>
        <translation>切り離すには、複数のノードからなる情報集合のノードを選択してください。</translation>
    </message>
    <message>
        <source>Split information set</source>
        <translation>情報集合を分割</translation>
    </message>
    <message>
        <source>Only decision and chance nodes have information sets.</source>
        <translation>情報集合をもつのは手番のノードと偶然手番のノードだけです。</translation>
    </message>
    <message>
        <source>Name information set</source>
        <translation>情報集合に名前を付ける</translation>
    </message>
    <message>
        <source>The root has no action leading to it.</source>
        <translation>根に至る行動はありません。</translation>
    </message>
    <message>
        <source>Rename action</source>
        <translation>行動の名前を変更</translation>
    </message>
    <message>
        <source>Only the edges of chance moves have probabilities.</source>
        <translation>確率をもつのは偶然手番の枝だけです。</translation>
    </message>
    <message>
        <source>“%1” is not a probability: enter a number between 0 and 1 such as 1/4 or 0.25.</source>
        <translation>「%1」は確率ではありません: 1/4 や 0.25 のような 0 以上 1 以下の数を入力してください。</translation>
    </message>
    <message>
        <source>A probability lies between 0 and 1; %1 does not.</source>
        <translation>確率は 0 以上 1 以下ですが、%1 はそうではありません。</translation>
    </message>
    <message>
        <source>Set probability</source>
        <translation>確率を設定</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n payoff(s), one per player, separated by commas.</source>
        <translation>
            <numerusform>利得を %n 個、プレイヤーごとに 1 つずつカンマで区切って入力してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Set payoffs</source>
        <translation>利得を設定</translation>
    </message>
    <message>
        <source>There is no such outcome.</source>
        <translation>そのような結果はありません。</translation>
    </message>
    <message>
        <source>Choose outcome</source>
        <translation>結果を選択</translation>
    </message>
    <message>
        <source>This node has no outcome yet: enter its payoffs first.</source>
        <translation>このノードにはまだ結果がありません: 先に利得を入力してください。</translation>
    </message>
    <message>
        <source>Name outcome</source>
        <translation>結果に名前を付ける</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>そのようなプレイヤーはいません。</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>プレイヤーには名前が必要です。</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>プレイヤーの名前を変更</translation>
    </message>
    <message>
        <source>A game keeps at least one player.</source>
        <translation>ゲームには少なくとも 1 人のプレイヤーが必要です。</translation>
    </message>
    <message numerus="yes">
        <source>%1 still moves at %n node(s): give those nodes another mover first.</source>
        <translation>
            <numerusform>%1 はまだ %n 個のノードで手番をもっています: 先にそれらのノードの手番を別のプレイヤーにしてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>プレイヤーを削除</translation>
    </message>
    <message>
        <source>Select the node to paste at.</source>
        <translation>貼り付け先のノードを選択してください。</translation>
    </message>
    <message>
        <source>The copied subtree has %1 players, this tree %2: the numbers of players must agree.</source>
        <translation>コピーした部分木のプレイヤーは %1 人、この木は %2 人です: プレイヤー数が一致しなければなりません。</translation>
    </message>
    <message>
        <source>Paste subtree</source>
        <translation>部分木を貼り付け</translation>
    </message>
    <message>
        <source>Replace subtree</source>
        <translation>部分木を置き換え</translation>
    </message>
    <message>
        <source>Probability of “%1” at node %2</source>
        <translation>ノード %2 での「%1」の確率</translation>
    </message>
    <message>
        <source>Payoff to %1 at node %2</source>
        <translation>ノード %2 での %1 の利得</translation>
    </message>
    <message>
        <source>Payoff to %1 in outcome %2</source>
        <translation>結果 %2 での %1 の利得</translation>
    </message>
    <message>
        <source>%1: %2 = %3 does not lie between 0 and 1.</source>
        <translation>%1: %2 = %3 は 0 以上 1 以下ではありません。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeGenerateDialog</name>
    <message>
        <source>Generate win/lose tree</source>
        <translation>2値ゲームの木を生成</translation>
    </message>
    <message>
        <source>Diamond game (3 players, smallest board)</source>
        <translation>ダイヤモンドゲーム（3 人、最小の盤）</translation>
    </message>
    <message>
        <source>Nim, last move wins</source>
        <translation>ニム、最後に取ったプレイヤーの勝ち</translation>
    </message>
    <message>
        <source>Random binary tree</source>
        <translation>ランダムな2値ゲームの木</translation>
    </message>
    <message>
        <source>Which game to generate as a new tree document</source>
        <translation>新しい木のドキュメントとして生成するゲーム</translation>
    </message>
    <message>
        <source>The thesis&apos;s 3-player Diamond game (Chinese checkers on the 13-cell star board, no backward moves, forced wins collapsed): 84 decision nodes, 112 leaves.</source>
        <translation>論文の 3 人ダイヤモンドゲーム（13 マスの星形の盤、後退なし、必勝ノードは畳み込み済み）: 手番のノード 84 個、葉 112 個。</translation>
    </message>
    <message>
        <source>Heap sizes separated by commas or spaces; a move takes any positive number from one heap</source>
        <translation>山の大きさをカンマまたは空白で区切って入力します。1 手で 1 つの山から正の個数をいくつでも取れます</translation>
    </message>
    <message>
        <source>Players take turns from player 1; whoever takes the last counter wins</source>
        <translation>プレイヤー 1 から順に手番が回り、最後の 1 個を取ったプレイヤーの勝ちです</translation>
    </message>
    <message>
        <source>Heaps:</source>
        <translation>山:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>プレイヤー数:</translation>
    </message>
    <message>
        <source>About this many nodes (moves and leaves)</source>
        <translation>おおよそのノード数（手番と葉）</translation>
    </message>
    <message>
        <source>The fewest children of a move</source>
        <translation>手番の子の最小数</translation>
    </message>
    <message>
        <source>The most children of a move</source>
        <translation>手番の子の最大数</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <source>The same seed gives the same tree</source>
        <translation>同じシードからは同じ木ができます</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>ノード数:</translation>
    </message>
    <message>
        <source>Children from:</source>
        <translation>子の数（最小）:</translation>
    </message>
    <message>
        <source>Children to:</source>
        <translation>子の数（最大）:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード:</translation>
    </message>
    <message>
        <source>Diamond game</source>
        <translation>ダイヤモンドゲーム</translation>
    </message>
    <message numerus="yes">
        <source>Nim %1, %n players</source>
        <translation>
            <numerusform>ニム %1、%n 人</numerusform>
        </translation>
    </message>
    <message>
        <source>Random win/lose tree (seed %1)</source>
        <translation>ランダムな2値ゲームの木（シード %1）</translation>
    </message>
    <message>
        <source>No window to open the tree in.</source>
        <translation>木を開くウィンドウがありません。</translation>
    </message>
    <message>
        <source>“%1” is not a heap size (a whole number from 0 to 1000).</source>
        <translation>「%1」は山の大きさではありません（0 から 1000 までの整数）。</translation>
    </message>
    <message>
        <source>Give at least one heap size.</source>
        <translation>山の大きさを 1 つ以上入力してください。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKindText</name>
    <message>
        <source>Gambit extensive form (*.efg)</source>
        <translation>Gambit 展開形 (*.efg)</translation>
    </message>
    <message>
        <source>New game tree</source>
        <translation>新規ゲームの木</translation>
    </message>
    <message>
        <source>Moves, chance, information sets and payoffs drawn as a tree: subgame-perfect equilibria, the strategic form, the sequence form</source>
        <translation>手番・偶然手番・情報集合・利得を木で描く: 部分ゲーム完全均衡、戦略形、系列形</translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>ゲームの木</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKingmakerPage</name>
    <message>
        <source>kmn-η only</source>
        <translation>kmn-η のみ</translation>
    </message>
    <message>
        <source>One SPE</source>
        <translation>SPE を 1 つ</translation>
    </message>
    <message>
        <source>Next SPE</source>
        <translation>次の SPE</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Essence…</source>
        <translation>同値変形…</translation>
    </message>
    <message>
        <source>Sandbox…</source>
        <translation>サンドボックス…</translation>
    </message>
    <message>
        <source>Matches…</source>
        <translation>対戦…</translation>
    </message>
    <message>
        <source>Shrink the tree by the thesis&apos;s equivalence transformations, step by step (Table 5.2)</source>
        <translation>論文の同値変形で木を一段ずつ縮約します（表 5.2）</translation>
    </message>
    <message>
        <source>Mixed strategies with sliders: is the profile an SPE, and does a player gain by deviating one step ahead?</source>
        <translation>スライダーで混合戦略を調べます: 戦略の組は SPE か、一段階予測のもとで逸脱して得をするプレイヤーはいるか</translation>
    </message>
    <message>
        <source>Exact expected wins of playing policies (RNDall, RNDeta, eqprob, 1EP, maxn, paranoid) against each other</source>
        <translation>プレイ方策（RNDall、RNDeta、eqprob、1EP、maxn、パラノイド）同士を対戦させたときの厳密な期待勝率</translation>
    </message>
    <message>
        <source>Reading: set</source>
        <translation>解釈: set</translation>
    </message>
    <message>
        <source>Reading: alt</source>
        <translation>解釈: alt</translation>
    </message>
    <message>
        <source>Reading: eff</source>
        <translation>解釈: eff</translation>
    </message>
    <message>
        <source>How the SP-1EP reads “player i may win at the ancestor z” (the thesis is ambiguous):
set — i is in W(z), the literal reading (default);
alt — i may win in another child of z;
eff — effect-aware: i may win where z&apos;s mover would turn instead (not from the thesis).
The readings give different kingmakers on some trees.</source>
        <translation>SP-1EP が「プレイヤー i は祖先 z で勝利する可能性がある」をどう解釈するか（論文の記述はあいまいです）:
set — i が W(z) に含まれる。字義どおりの解釈（既定）。
alt — i が z の別の子で勝利する可能性がある。
eff — 効果を考慮: z の手番のプレイヤーが代わりに向かう先で i が勝利する可能性がある（論文にはない）。
解釈によってキングメーカーが変わる木があります。</translation>
    </message>
    <message>
        <source>Show steps 1–4 without the ancestor test: backward induction with the kmn-η preference only</source>
        <translation>祖先判定なしでステップ 1–4 を表示: kmn-η の選択好順だけによる後ろ向き帰納法</translation>
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
        <translation>W: 到達可能</translation>
    </message>
    <message>
        <source>W: hidden</source>
        <translation>W: 非表示</translation>
    </message>
    <message>
        <source>Which set of players who may win, W(v), is written beside the nodes: the SP-1EP&apos;s, kmn-η&apos;s, or every winner of a leaf below</source>
        <translation>ノードの横に書く、勝利する可能性のあるプレイヤーの集合 W(v): SP-1EP によるもの、kmn-η によるもの、または下にある葉の勝者すべて</translation>
    </message>
    <message>
        <source>Draw: allowed edges</source>
        <translation>描画: 許される枝</translation>
    </message>
    <message>
        <source>Draw: a pure SPE</source>
        <translation>描画: 純粋戦略の SPE</translation>
    </message>
    <message>
        <source>Draw: maxn</source>
        <translation>描画: maxn</translation>
    </message>
    <message>
        <source>The edges drawn on the tree: those any SP-1EP may use (green bands), the pure SPE chosen with One SPE / Next SPE, or the choices of maxn</source>
        <translation>木に描く枝: いずれかの SP-1EP が使いうる枝（緑の帯）、「SPE を 1 つ」／「次の SPE」で選んだ純粋戦略の SPE、または maxn の選択</translation>
    </message>
    <message>
        <source>maxn: first</source>
        <translation>maxn: 最初の子</translation>
    </message>
    <message>
        <source>maxn: last</source>
        <translation>maxn: 最後の子</translation>
    </message>
    <message>
        <source>maxn: average</source>
        <translation>maxn: 平均</translation>
    </message>
    <message>
        <source>maxn: pessimistic</source>
        <translation>maxn: 悲観的</translation>
    </message>
    <message>
        <source>maxn: random</source>
        <translation>maxn: ランダム</translation>
    </message>
    <message>
        <source>paranoid</source>
        <translation>パラノイド</translation>
    </message>
    <message>
        <source>How maxn breaks ties between children that are equally good for the mover; paranoid assumes everyone else plays against the viewpoint player</source>
        <translation>手番のプレイヤーにとって同じだけ良い子の間で maxn が同点をどう解消するか。パラノイドは、ほかの全員が視点のプレイヤーに敵対すると仮定します</translation>
    </message>
    <message>
        <source>The predicting player of the pessimistic and paranoid rules</source>
        <translation>悲観的規則とパラノイド規則で予測するプレイヤー</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>シード </translation>
    </message>
    <message>
        <source>The seed of the random tie rule (the same seed gives the same choices)</source>
        <translation>ランダムな同点規則のシード（同じシードなら同じ選択になります）</translation>
    </message>
    <message>
        <source>Draw one pure subgame-perfect equilibrium (backward induction, first best child)</source>
        <translation>純粋戦略の部分ゲーム完全均衡を 1 つ描きます（後ろ向き帰納法、最善の子のうち最初のもの）</translation>
    </message>
    <message>
        <source>Draw the next pure subgame-perfect equilibrium (after the last, the first again)</source>
        <translation>次の純粋戦略の部分ゲーム完全均衡を描きます（最後の次は最初に戻ります）</translation>
    </message>
    <message>
        <source>Show or hide what forced-win node, kingmaker, kmn-η, 1EP and SP-1EP mean</source>
        <translation>必勝ノード、キングメーカー、kmn-η、1EP、SP-1EP の意味を表示／非表示にします</translation>
    </message>
    <message>
        <source>Run the kingmaker analysis (large trees are not analysed on every edit)</source>
        <translation>キングメーカー分析を実行します（大きな木は編集のたびには分析しません）</translation>
    </message>
    <message>
        <source>The SP-1EP narrowings in the order they were made; choose one to select its node</source>
        <translation>SP-1EP の絞り込みを行われた順に示します。選ぶとそのノードを選択します</translation>
    </message>
    <message>
        <source>SP-1EP trace</source>
        <translation>SP-1EP のトレース</translation>
    </message>
    <message>
        <source>viewpoint: root mover</source>
        <translation>視点: 根の手番のプレイヤー</translation>
    </message>
    <message>
        <source>viewpoint: %1</source>
        <translation>視点: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not analysed automatically for a tree of %n nodes — press Solve.</source>
        <translation>
            <numerusform>ノードが %n 個の木は自動では分析しません — 「解く」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>This page needs a win/lose tree: perfect information, no chance, and every leaf won by exactly one player.</source>
        <translation>このページには2値ゲームの木が必要です: 完全情報で、偶然手番がなく、どの葉もちょうど 1 人のプレイヤーの勝ちであること。</translation>
    </message>
    <message>
        <source>Switch on Win/lose mode (B) and type a player&apos;s digit on a leaf to make that player win there.</source>
        <translation>「勝敗」モード (B) をオンにし、終端ノードでプレイヤーの数字を入力すると、そこをそのプレイヤーの勝ちにできます。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKingmakerText</name>
    <message>
        <source>Forced-win node of %1</source>
        <translation>%1 の必勝ノード</translation>
    </message>
    <message>
        <source>Kingmaker node (strict): %1 cannot win here and decides between %2</source>
        <translation>キングメーカーノード（狭義）: %1 はここでは勝てず、%2 のうち誰が勝つかを決めます</translation>
    </message>
    <message>
        <source>Kingmaker node (generalised): %1 cannot win here and decides between %2</source>
        <translation>キングメーカーノード（広義）: %1 はここでは勝てず、%2 のうち誰が勝つかを決めます</translation>
    </message>
    <message>
        <source>The kingmaker of this game</source>
        <translation>このゲームのキングメーカー</translation>
    </message>
    <message>
        <source>kmn-η: players who may win %1</source>
        <translation>kmn-η: 勝利する可能性のあるプレイヤー %1</translation>
    </message>
    <message>
        <source>SP-1EP: players who may win %1</source>
        <translation>SP-1EP: 勝利する可能性のあるプレイヤー %1</translation>
    </message>
    <message>
        <source>A pure SPE, won by %1</source>
        <translation>純粋戦略の SPE（%1 の勝ち）</translation>
    </message>
    <message>
        <source>maxn (%1): root value (%2)</source>
        <translation>maxn（%1）: 根の値 (%2)</translation>
    </message>
    <message>
        <source>set (literal)</source>
        <translation>set（字義どおり）</translation>
    </message>
    <message>
        <source>alt (an alternative at the ancestor)</source>
        <translation>alt（祖先での別の選択肢）</translation>
    </message>
    <message>
        <source>eff (effect-aware, not from the thesis)</source>
        <translation>eff（効果を考慮、論文にはない）</translation>
    </message>
    <message>
        <source>first child</source>
        <translation>最初の子</translation>
    </message>
    <message>
        <source>last child</source>
        <translation>最後の子</translation>
    </message>
    <message>
        <source>average of the tied children</source>
        <translation>同点の子の平均</translation>
    </message>
    <message>
        <source>pessimistic for the viewpoint player</source>
        <translation>視点のプレイヤーにとって悲観的</translation>
    </message>
    <message>
        <source>seeded random</source>
        <translation>シード付きランダム</translation>
    </message>
    <message>
        <source>paranoid (not maxn)</source>
        <translation>パラノイド（maxn ではない）</translation>
    </message>
    <message>
        <source>%1 (%2) keeps child(ren) %3: at %4, %5 moves and %2 may win there, so %2 removes %5&apos;s chance</source>
        <translation>%1（%2）は子 %3 を残します: %4 では %5 の手番で、%2 はそこで勝利する可能性があるため、%2 は %5 の勝つ機会を取り除きます</translation>
    </message>
    <message>
        <source>Kingmakers</source>
        <translation>キングメーカー</translation>
    </message>
    <message>
        <source>The root is a forced-win node of %1: nobody can stop that player.</source>
        <translation>根は %1 の必勝ノードです: 誰もそのプレイヤーを止められません。</translation>
    </message>
    <message>
        <source>kmn-η only (no lookahead)</source>
        <translation>kmn-η のみ（予測なし）</translation>
    </message>
    <message>
        <source>SP-1EP</source>
        <translation>SP-1EP</translation>
    </message>
    <message>
        <source>Reading of the ancestor test: %1.</source>
        <translation>祖先判定の解釈: %1。</translation>
    </message>
    <message>
        <source>Players who may win at the root: %1</source>
        <translation>根で勝利する可能性のあるプレイヤー: %1</translation>
    </message>
    <message>
        <source>No undetermined kingmaker: every choice that matters is fixed.</source>
        <translation>未確定のキングメーカーはありません: 結果を左右する選択はすべて確定しています。</translation>
    </message>
    <message>
        <source>%1 at %2 decides between %3</source>
        <translation>%2 の %1 が、%3 のうち誰が勝つかを決めます</translation>
    </message>
    <message numerus="yes">
        <source>The kingmaker(s) of this game (ringed on the tree):</source>
        <translation>
            <numerusform>このゲームのキングメーカー（木の上で丸で囲んだもの）:</numerusform>
        </translation>
    </message>
    <message>
        <source>Pure subgame-perfect equilibria</source>
        <translation>純粋戦略の部分ゲーム完全均衡</translation>
    </message>
    <message>
        <source>Count: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>個数: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>SPE</source>
        <translation>SPE</translation>
    </message>
    <message>
        <source>Drawn: SPE no. %1, won by %2.</source>
        <translation>描画中: %1 番目の SPE（%2 の勝ち）。</translation>
    </message>
    <message>
        <source>maxn</source>
        <translation>maxn</translation>
    </message>
    <message>
        <source>Tie rule: %1. Root value: %2</source>
        <translation>同点規則: %1。根の値: %2</translation>
    </message>
    <message>
        <source>%1 takes child %2 at %3</source>
        <translation>%3 で %1 が子 %2 を選ぶ</translation>
    </message>
    <message>
        <source>The play (choose “maxn” under Draw to see every chosen edge):</source>
        <translation>プレイ（選ばれた枝をすべて見るには「描画」で「maxn」を選んでください）:</translation>
    </message>
    <message>
        <source>Uniqueness (as Table 5.1)</source>
        <translation>一意性（表 5.1 と同様）</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Decision nodes</source>
        <translation>手番のノード</translation>
    </message>
    <message>
        <source>Not unique</source>
        <translation>一意でない</translation>
    </message>
    <message>
        <source>Changes who may win</source>
        <translation>勝利する可能性のあるプレイヤーが変わる</translation>
    </message>
    <message>
        <source>Changes values</source>
        <translation>値が変わる</translation>
    </message>
    <message>
        <source>kmn-η</source>
        <translation>kmn-η</translation>
    </message>
    <message>
        <source>Equivalence transformations (as Table 5.2)</source>
        <translation>同値変形（表 5.2 と同様）</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>木</translation>
    </message>
    <message>
        <source>Leaves</source>
        <translation>葉</translation>
    </message>
    <message>
        <source>original</source>
        <translation>元の木</translation>
    </message>
    <message>
        <source>transformed</source>
        <translation>変形後</translation>
    </message>
    <message>
        <source>kmn-η, transformed</source>
        <translation>kmn-η、変形後</translation>
    </message>
    <message>
        <source>SP-1EP, transformed</source>
        <translation>SP-1EP、変形後</translation>
    </message>
    <message>
        <source>Kingmaker nodes</source>
        <translation>キングメーカーノード</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>手番のプレイヤー</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Candidate winners</source>
        <translation>勝者の候補</translation>
    </message>
    <message>
        <source>strict, generalised</source>
        <translation>狭義、広義</translation>
    </message>
    <message>
        <source>strict</source>
        <translation>狭義</translation>
    </message>
    <message>
        <source>generalised</source>
        <translation>広義</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>なし。</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… ほかに %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>About this page</source>
        <translation>このページについて</translation>
    </message>
    <message>
        <source>&lt;b&gt;Binary (win/lose) games&lt;/b&gt;: every play is won by exactly one player (payoff 1) and lost by the others (0); no chance, perfect information.</source>
        <translation>&lt;b&gt;2値ゲーム（勝敗ゲーム）&lt;/b&gt;: どのプレイもちょうど 1 人のプレイヤーが勝ち（利得 1）、ほかのプレイヤーは負けます（利得 0）。偶然手番はなく、完全情報です。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Forced-win node&lt;/b&gt; of a player: from there that player wins whatever the others do (filled in the player&apos;s colour). A &lt;b&gt;kingmaker node&lt;/b&gt; belongs to a player who cannot win there but whose choice decides which of two or more others wins (square frame; dashed: the wider, “generalised” kind of step 4, where the children need not be forced wins).</source>
        <translation>プレイヤーの&lt;b&gt;必勝ノード&lt;/b&gt;: そこからは、ほかのプレイヤーが何をしてもそのプレイヤーが勝ちます（そのプレイヤーの色で塗りつぶし）。&lt;b&gt;キングメーカーノード&lt;/b&gt;は、そこでは自分は勝てないが、自分の選択によってほかの 2 人以上のうち誰が勝つかが決まるプレイヤーの手番です（四角い枠。破線はステップ 4 のより広い「広義」のもので、子が必勝ノードである必要はありません）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;kmn-η&lt;/b&gt;: a mover prefers its own forced win, then a child where it may still win, then the rest (edges: solid, dashed, dotted). &lt;b&gt;1EP&lt;/b&gt;: a profile where nobody gains by a change that others would answer one step ahead. &lt;b&gt;SP-1EP&lt;/b&gt;: the subgame-perfect version, computed bottom-up on the sets W(v) of players who may win; a kingmaker whose choice would give the mover of an ancestor a chance is narrowed (the trace below lists each narrowing).</source>
        <translation>&lt;b&gt;kmn-η&lt;/b&gt;: 手番のプレイヤーは、自分の必勝、次にまだ自分が勝利する可能性のある子、最後にそれ以外の順に好みます（枝: 実線、破線、点線）。&lt;b&gt;1EP&lt;/b&gt;（一段階予測均衡点）: ほかのプレイヤーが一段階先で応じる変更によっては誰も得をしない戦略の組。&lt;b&gt;SP-1EP&lt;/b&gt;（部分ゲーム完全一段階予測均衡点）: その部分ゲーム完全版で、勝利する可能性のあるプレイヤーの集合 W(v) について下から順に計算します。選択によって祖先の手番のプレイヤーに勝つ機会を与えてしまうキングメーカーは、選択肢が絞り込まれます（下のトレースに絞り込みを 1 つずつ示します）。</translation>
    </message>
    <message>
        <source>Example (Fig. 3.3): P3 moves first to a node of P1 (leaves 3, 2) or of P2 (leaves 3, 1). Both inner nodes are kingmakers; there are 6 pure SPE. SP-1EP: P1 takes 2 and P2 takes 1, so player 3 at the root becomes the kingmaker between players 1 and 2.</source>
        <translation>例（図 3.3）: まず P3 が P1 のノード（葉 3, 2）か P2 のノード（葉 3, 1）に進みます。内側のノードはどちらもキングメーカーで、純粋戦略の SPE は 6 個あります。SP-1EP: P1 は 2 を、P2 は 1 を選ぶので、根のプレイヤー 3 がプレイヤー 1 と 2 の間のキングメーカーになります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caution&lt;/b&gt;: the thesis is informal (no proofs) and its ancestor test “player i may win at z” can be read in several ways. The reading option (set, alt, eff) changes the results, even on the thesis&apos;s own Diamond game.</source>
        <translation>&lt;b&gt;注意&lt;/b&gt;: 論文は厳密なものではなく（証明はありません）、祖先判定「プレイヤー i は z で勝利する可能性がある」は何通りにも解釈できます。解釈のオプション（set、alt、eff）によって、論文自身のダイヤモンドゲームでも結果が変わります。</translation>
    </message>
    <message>
        <source>Overlays: green bands are the allowed edges of the SP-1EP (or kmn-η), the double red ring marks the kingmaker(s) of this game, and W(v) is written beside the nodes.</source>
        <translation>オーバーレイ: 緑の帯は SP-1EP（または kmn-η）の許される枝、赤の二重丸はこのゲームのキングメーカーを示し、W(v) はノードの横に書かれます。</translation>
    </message>
    <message>
        <source>not reached in this SP-1EP</source>
        <translation>この SP-1EP では到達しない</translation>
    </message>
    <message>
        <source>A kingmaker marked “not reached” is listed because its own choice is still open after steps 1–4 (no restriction narrowed it), but the allowed choices of its ancestors never lead to it: its choice changes nobody&apos;s chances in this SP-1EP.</source>
        <translation>「到達しない」と記したキングメーカーは、手順 1–4 の後もその選択が決まっていない（どの制限も絞り込まなかった）ため一覧に載っています。しかし祖先の許された選択はそこへ至らないので、この SP-1EP ではその選択は誰の勝つ見込みも変えません。</translation>
    </message>
    <message numerus="yes">
        <source>A win/lose tree of %n player(s): %1, %2, %3.</source>
        <translation>
            <numerusform>プレイヤー %n 人の2値ゲームの木: %1、%2、%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n&lt;/b&gt; strict kingmaker node(s)</source>
        <translation>
            <numerusform>狭義のキングメーカーノード &lt;b&gt;%n&lt;/b&gt; 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes are named as in the tree editor, counting from 1 (node 1 is the root); gamelab-cli tree kingmaker numbers them in pre-order from 0.</source>
        <translation>ノードは木エディタと同じく 1 から数えた番号で呼びます（ノード 1 が根）。gamelab-cli tree kingmaker は前順で 0 から番号を付けます。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeKingmakerTools</name>
    <message>
        <source>Essence: equivalence transformations</source>
        <translation>本質: 同値変形</translation>
    </message>
    <message>
        <source>Mixed-strategy sandbox</source>
        <translation>混合戦略サンドボックス</translation>
    </message>
    <message>
        <source>Match simulator</source>
        <translation>対戦シミュレーター</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeLemkePage</name>
    <message>
        <source>the uniform prior</source>
        <translation>一様な事前分布</translation>
    </message>
    <message>
        <source>the random prior with seed %1</source>
        <translation>シード %1 のランダムな事前分布</translation>
    </message>
    <message>
        <source>Next prior</source>
        <translation>次の事前分布</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>求める</translation>
    </message>
    <message>
        <source>Prior:</source>
        <translation>事前分布:</translation>
    </message>
    <message>
        <source>Uniform</source>
        <translation>一様</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The completely mixed strategies the path starts from: every action equally likely, or random weights (a generic prior gives a normal-form perfect equilibrium)</source>
        <translation>経路の出発点となる完全混合戦略: すべての行動が等確率、またはランダムな重み (一般の事前分布からは標準形完全均衡が得られます)</translation>
    </message>
    <message>
        <source>Start again from the next random prior: another prior may lead to another equilibrium</source>
        <translation>次のランダムな事前分布からやり直します: 別の事前分布から別の均衡が得られることがあります</translation>
    </message>
    <message>
        <source>Follow Lemke&apos;s path on the sequence form (large trees are not solved on every edit)</source>
        <translation>系列形上のレムケの経路をたどります (大きな木は編集のたびには解きません)</translation>
    </message>
    <message>
        <source>Not solved automatically for this tree — press Find.</source>
        <translation>この木は自動では解きません。「求める」を押してください。</translation>
    </message>
    <message>
        <source>A Nash equilibrium by Lemke&apos;s algorithm (sequence form)</source>
        <translation>レムケ法によるナッシュ均衡 (系列形)</translation>
    </message>
    <message>
        <source>Verified exactly: neither player can gain by replying differently to the other&apos;s behaviour.</source>
        <translation>厳密に検証済み: どちらのプレイヤーも、相手の行動に別の応答をして得をすることはできません。</translation>
    </message>
    <message>
        <source>Not verified.</source>
        <translation>未検証。</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>利得:</translation>
    </message>
    <message numerus="yes">
        <source>Started from %1; %n complementary pivot(s).</source>
        <translation>
            <numerusform>%1 から出発し、相補ピボットは %n 回でした。</numerusform>
        </translation>
    </message>
    <message>
        <source>A random prior is generic: the equilibrium found is then normal-form perfect (no player uses a weakly dominated strategy).</source>
        <translation>ランダムな事前分布は一般の位置にあります: 得られる均衡は標準形完全均衡です (弱支配される戦略を使うプレイヤーはいません)。</translation>
    </message>
    <message>
        <source>The uniform prior may be degenerate; a random prior (Next prior) gives a normal-form perfect equilibrium and may find another one.</source>
        <translation>一様な事前分布は退化していることがあります。ランダムな事前分布 (次の事前分布) からは標準形完全均衡が得られ、別の均衡が見つかることもあります。</translation>
    </message>
    <message>
        <source>The floating-point path failed its proof; this equilibrium comes from the exact path.</source>
        <translation>浮動小数点の経路は検証に失敗したので、この均衡は厳密な経路から得ました。</translation>
    </message>
    <message>
        <source>Behaviour strategy of %1</source>
        <translation>%1 の行動戦略</translation>
    </message>
    <message>
        <source>Lemke equilibrium from %1: payoffs (%2)</source>
        <translation>%1 からのレムケ均衡: 利得 (%2)</translation>
    </message>
    <message>
        <source>A set that the player&apos;s own choices never reach shows the uniform distribution: the sequence form leaves play there open, and any behaviour gives the same equilibrium.</source>
        <translation>プレイヤー自身の選択では決して到達しない情報集合には一様分布を示します: 系列形ではそこでのプレイは決まらず、どの行動でも同じ均衡になります。</translation>
    </message>
    <message numerus="yes">
        <source>Lemke&apos;s algorithm on the sequence form is for two players; this tree has %n. The Sequential page finds an equilibrium for any number of players.</source>
        <translation>
            <numerusform>系列形上のレムケ法は 2 人用です。この木には %n 人のプレイヤーがいます。逐次均衡のページでは、何人でも均衡を求められます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreePictureExportText</name>
    <message>
        <source>SVG picture (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Game tree drawn by Gamelab</source>
        <translation>Gamelab で描いたゲームの木</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
    </message>
    <message>
        <source>The picture is too large for a PNG image (%1 × %2 pixels); use SVG or PDF.</source>
        <translation>画像が大きすぎて PNG にできません（%1 × %2 ピクセル）。SVG か PDF を使ってください。</translation>
    </message>
    <message>
        <source>Unknown picture format “%1”.</source>
        <translation>不明な画像形式「%1」です。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeQrePage</name>
    <message>
        <source>Trace the QRE branch</source>
        <translation>QRE の枝をたどる</translation>
    </message>
    <message>
        <source>Trace the logit QRE of this tree (large trees are not traced on every edit)</source>
        <translation>この木のロジット QRE をたどります（大きな木は編集のたびにはたどりません）</translation>
    </message>
    <message>
        <source>The QRE is traced automatically for trees with up to %1 actions at the players&apos; sets; press &lt;b&gt;Trace the QRE branch&lt;/b&gt; for this one.</source>
        <translation>プレイヤーの情報集合の行動が %1 個までの木では QRE を自動的にたどります。この木では &lt;b&gt;QRE の枝をたどる&lt;/b&gt; を押してください。</translation>
    </message>
    <message>
        <source>Limit as λ → ∞:</source>
        <translation>λ → ∞ の極限:</translation>
    </message>
    <message>
        <source>an exact assessment, verified: every action played is optimal given the beliefs, and the beliefs follow Bayes&apos; rule wherever the set is reached.</source>
        <translation>厳密な評価（確認済み）: 選ばれるどの行動も信念のもとで最適であり、到達する情報集合では信念がベイズの規則に従います。</translation>
    </message>
    <message>
        <source>approximate: the end of the branch did not round to an exact assessment.</source>
        <translation>近似値: 枝の終点を丸めても厳密な評価になりませんでした。</translation>
    </message>
    <message>
        <source>Information set</source>
        <translation>情報集合</translation>
    </message>
    <message>
        <source>Behaviour</source>
        <translation>行動戦略</translation>
    </message>
    <message>
        <source>Beliefs on its nodes</source>
        <translation>ノード上の信念</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>利得:</translation>
    </message>
    <message numerus="yes">
        <source>%n points traced, up to λ = %1.</source>
        <translation>
            <numerusform>%n 点をたどりました（λ = %1 まで）。</numerusform>
        </translation>
    </message>
    <message>
        <source>μ %1</source>
        <translation>μ %1</translation>
    </message>
    <message>
        <source>Logit agent QRE at λ = %1 (beliefs μ beside the nodes of each information set)</source>
        <translation>λ = %1 でのロジット・エージェント QRE（各情報集合のノードの横に信念 μ）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeSequentialPage</name>
    <message>
        <source>Find</source>
        <translation>求める</translation>
    </message>
    <message>
        <source>Find a sequential equilibrium (large trees are not solved on every edit)</source>
        <translation>逐次均衡を求めます (大きな木は編集のたびには解きません)</translation>
    </message>
    <message>
        <source>Not found automatically for this tree (more than %1 actions at the players&apos; sets) — press Find.</source>
        <translation>この木では自動では求めません (プレイヤーの情報集合の行動が %1 を超えます)。「求める」を押してください。</translation>
    </message>
    <message>
        <source>A sequential equilibrium</source>
        <translation>逐次均衡</translation>
    </message>
    <message>
        <source>Verified exactly: every action played is optimal given the beliefs and the others&apos; behaviour; the beliefs follow Bayes&apos; rule wherever a set is reached, and off the path they are the limit of a completely mixed sequence of trembles (shown below).</source>
        <translation>厳密に検証済み: 選ばれる行動はすべて、信念と他者の行動のもとで最適です。信念は到達する情報集合ではベイズの定理に従い、経路外では完全混合な震えの列の極限です (下に示します)。</translation>
    </message>
    <message>
        <source>Sequentially rational with Bayes&apos; rule on the path, but the consistency of the off-path beliefs could not be proved.</source>
        <translation>逐次合理的で経路上はベイズの定理に従いますが、経路外の信念の整合性は証明できませんでした。</translation>
    </message>
    <message>
        <source>Approximate: the end of the logit QRE branch did not round to an exact assessment.</source>
        <translation>近似: ロジット QRE の枝の終点を丸めても厳密な評価になりませんでした。</translation>
    </message>
    <message>
        <source>Found by backward induction: with perfect information every set has one node.</source>
        <translation>後ろ向き帰納法で求めました: 完全情報なので、どの情報集合もノードは 1 つです。</translation>
    </message>
    <message>
        <source>Found as the limit of the agent-form logit QRE (traced to λ = %1), rounded and checked.</source>
        <translation>エージェント形のロジット QRE の極限 (λ = %1 までたどりました) を丸め、検証して求めました。</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>利得:</translation>
    </message>
    <message>
        <source>Information set</source>
        <translation>情報集合</translation>
    </message>
    <message>
        <source>Behaviour</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Beliefs on its nodes</source>
        <translation>ノード上の信念</translation>
    </message>
    <message>
        <source>Why these beliefs</source>
        <translation>この信念になる理由</translation>
    </message>
    <message>
        <source>μ %1</source>
        <translation>μ %1</translation>
    </message>
    <message>
        <source>Sequential equilibrium%1: beliefs μ beside the nodes of each information set</source>
        <translation>逐次均衡%1: 各情報集合のノードの横に信念 μ</translation>
    </message>
    <message>
        <source> (not verified)</source>
        <translation> (未検証)</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeSpePage</name>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Find a subgame-perfect equilibrium (backward induction, subgame by subgame)</source>
        <translation>部分ゲーム完全均衡を求めます（部分ゲームごとの後ろ向き帰納法）</translation>
    </message>
    <message numerus="yes">
        <source>Not solved automatically for a tree of %n nodes — press Solve.</source>
        <translation>
            <numerusform>ノード %n 個の木は自動では解きません — 「解く」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Subgame-perfect equilibrium</source>
        <translation>部分ゲーム完全均衡</translation>
    </message>
    <message>
        <source>Payoffs:</source>
        <translation>利得:</translation>
    </message>
    <message>
        <source>The tree has &lt;b&gt;perfect information&lt;/b&gt; (every information set is one node): solved by backward induction.</source>
        <translation>この木は&lt;b&gt;完全情報&lt;/b&gt;です（どの情報集合もノード 1 つだけ）: 後ろ向き帰納法で解きます。</translation>
    </message>
    <message>
        <source>The tree has &lt;b&gt;imperfect information&lt;/b&gt;: it is cut at its subgames and solved bottom-up, subgame by subgame.</source>
        <translation>この木は&lt;b&gt;不完全情報&lt;/b&gt;です: 部分ゲームで切り分け、下から順に部分ゲームごとに解きます。</translation>
    </message>
    <message>
        <source>Pure subgame-perfect equilibria: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>純粋戦略の部分ゲーム完全均衡: &lt;b&gt;%1&lt;/b&gt; 個</translation>
    </message>
    <message>
        <source>%1 at %2: %3 are equally good</source>
        <translation>%2 での %1: %3 は同じだけ良い</translation>
    </message>
    <message>
        <source>There are several because of ties — a player indifferent between actions may take any of them (each choice changes the equilibrium, though not necessarily its payoffs). The one drawn on the tree takes the first best action at every tie:</source>
        <translation>均衡が複数あるのは同点があるためです — 行動の間で無差別なプレイヤーはそのどれを選んでもかまいません（選び方ごとに均衡は変わりますが、利得が変わるとは限りません）。木に描いた均衡は、同点のたびに最初の最善の行動を選びます:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more tie(s).</source>
        <translation>
            <numerusform>… ほかに同点が %n 箇所。</numerusform>
        </translation>
    </message>
    <message>
        <source>No player is ever indifferent, so backward induction leaves no choice: the equilibrium is unique.</source>
        <translation>どのプレイヤーも無差別になることがないので、後ろ向き帰納法に選択の余地はありません: 均衡はただ 1 つです。</translation>
    </message>
    <message>
        <source>Some players mix: the probabilities of their actions are written on the branches, and the plays reached with positive probability are highlighted.</source>
        <translation>混合するプレイヤーがいます: その行動の確率を枝に書き、正の確率で到達するプレイを強調表示します。</translation>
    </message>
    <message>
        <source>%1 chooses &lt;b&gt;%2&lt;/b&gt; at %3</source>
        <translation>%1 は %3 で &lt;b&gt;%2&lt;/b&gt; を選ぶ</translation>
    </message>
    <message>
        <source>On the equilibrium path (highlighted on the tree):</source>
        <translation>均衡経路上（木の上で強調表示）:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more decision(s).</source>
        <translation>
            <numerusform>… ほかに選択が %n 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>The only subgame is the whole tree.</source>
        <translation>部分ゲームは木全体だけです。</translation>
    </message>
    <message numerus="yes">
        <source>Subgames: %n, counting the whole tree (their roots are framed on the tree).</source>
        <translation>
            <numerusform>部分ゲーム: 木全体を含めて %n 個（その根を木の上で枠で囲んでいます）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Subgames with imperfect information, solved as a whole (bottom-up):</source>
        <translation>不完全情報の部分ゲーム（下から順に、それぞれ全体として解いたもの）:</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Payoffs</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>SPE payoffs %1</source>
        <translation>部分ゲーム完全均衡の利得 %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeStrategicPage</name>
    <message>
        <source>Open as strategic game</source>
        <translation>戦略形ゲームとして開く</translation>
    </message>
    <message>
        <source>Use the sequence form</source>
        <translation>系列形を使う</translation>
    </message>
    <message>
        <source>All pure strategies</source>
        <translation>すべての純粋戦略</translation>
    </message>
    <message>
        <source>Reduced (unreachable choices as *)</source>
        <translation>縮約（到達しない選択は *）</translation>
    </message>
    <message>
        <source>Reduced, identical strategies merged</source>
        <translation>縮約し、同一の戦略をまとめる</translation>
    </message>
    <message>
        <source>Reduced: strategies that differ only where their own earlier choices never lead are one strategy. Merged: strategies with identical payoffs are also one.</source>
        <translation>縮約: 自分のそれ以前の選択によって決して到達しない所でだけ異なる戦略を 1 つの戦略とみなします。まとめる: 利得が同一の戦略も 1 つにします。</translation>
    </message>
    <message>
        <source>Open the strategic form in a new tab, with the equilibrium tools of strategic games</source>
        <translation>戦略形を新しいタブで開き、戦略形ゲームの均衡ツールを使えるようにします</translation>
    </message>
    <message>
        <source>Solve the tree directly by the sequence form, whose size grows only with the tree</source>
        <translation>木の大きさに比例する程度にしか大きくならない系列形で、木を直接解きます</translation>
    </message>
    <message>
        <source>Form:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>Strategic form</source>
        <translation>戦略形</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pure strategies (one action at each information set):</source>
        <translation>純粋戦略（各情報集合で行動を 1 つ選ぶ）:</translation>
    </message>
    <message>
        <source>Payoff cells: %1</source>
        <translation>利得のセル: %1</translation>
    </message>
    <message>
        <source>This strategic form is too large to build: %1 strategies, %2 payoff cells. Its size grows exponentially with the number of information sets.</source>
        <translation>この戦略形は大きすぎて作成できません: 戦略数 %1、利得のセル %2 個。その大きさは情報集合の数に対して指数的に増えます。</translation>
    </message>
    <message>
        <source>The reduced form can be much smaller; “Open as strategic game” tries to build it.</source>
        <translation>縮約戦略形ははるかに小さいことがあります。「戦略形ゲームとして開く」で作成を試みます。</translation>
    </message>
    <message>
        <source>The tree is two-person zero-sum with perfect recall: the sequence form solves it directly, in time that grows with the tree only — press “Use the sequence form”.</source>
        <translation>この木は完全記憶をもつ 2 人ゼロ和ゲームです: 系列形なら木の大きさに応じた時間で直接解けます — 「系列形を使う」を押してください。</translation>
    </message>
    <message>
        <source>Not built automatically for a form this size; “Open as strategic game” builds it.</source>
        <translation>この大きさの戦略形は自動では作成しません。「戦略形ゲームとして開く」で作成します。</translation>
    </message>
    <message>
        <source>%1: &lt;b&gt;%2&lt;/b&gt; strategies</source>
        <translation>%1: 戦略数 &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Expected payoffs over chance (%1, %2).</source>
        <translation>偶然手番について期待値をとった利得（%1, %2）。</translation>
    </message>
    <message>
        <source>Too large to preview here; open it as a strategic game to see the table.</source>
        <translation>大きすぎてここでは表示できません。表を見るには戦略形ゲームとして開いてください。</translation>
    </message>
    <message numerus="yes">
        <source>Open it as a strategic game to see the table of %n players.</source>
        <translation>
            <numerusform>%n 人のプレイヤーの表を見るには、戦略形ゲームとして開いてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeText</name>
    <message>
        <source>set %1</source>
        <translation>情報集合 %1</translation>
    </message>
    <message>
        <source>set %1 “%2”</source>
        <translation>情報集合 %1「%2」</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>ノード %1</translation>
    </message>
    <message>
        <source>node %1 “%2”</source>
        <translation>ノード %1「%2」</translation>
    </message>
    <message>
        <source>The tree is not valid.</source>
        <translation>木が正しくありません。</translation>
    </message>
    <message numerus="yes">
        <source>The sequence form solves two-person games; this tree has %n player(s).</source>
        <translation>
            <numerusform>系列形で解けるのは 2 人ゲームです。この木のプレイヤーは %n 人です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The tree is not zero-sum (nor constant-sum): the payoffs at %1 add up differently from those at the first leaf.</source>
        <translation>この木はゼロ和（定和）ではありません: %1 での利得の和が、最初の終端ノードでの和と異なります。</translation>
    </message>
    <message>
        <source>Player %1 does not have perfect recall (forgets own earlier information or moves), so behaviour strategies may not be optimal; use the strategic form instead.</source>
        <translation>プレイヤー%1 は完全記憶をもたない（自分の以前の情報や手を忘れる）ため、行動戦略では最適にならないことがあります。代わりに戦略形を使ってください。</translation>
    </message>
    <message>
        <source>backward induction</source>
        <translation>後ろ向き帰納法</translation>
    </message>
    <message>
        <source>sequence form (two-person zero-sum)</source>
        <translation>系列形（2 人ゼロ和）</translation>
    </message>
    <message>
        <source>equilibrium of its strategic form</source>
        <translation>その戦略形の均衡</translation>
    </message>
    <message>
        <source>%1 has no move.</source>
        <translation>%1 には手番がありません。</translation>
    </message>
    <message>
        <source>Information set</source>
        <translation>情報集合</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Action probabilities</source>
        <translation>行動の確率</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more information set(s) (shown on the tree).</source>
        <translation>
            <numerusform>… ほかに情報集合が %n 個（木の上に表示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 at %3</source>
        <translation>%1 の %3 での %2</translation>
    </message>
    <message>
        <source>One node: belief 1.</source>
        <translation>ノードが 1 つ: 信念 1。</translation>
    </message>
    <message>
        <source>Reached: Bayes&apos; rule from the reach probabilities of its nodes.</source>
        <translation>到達する: ノードへの到達確率からベイズの定理で決まります。</translation>
    </message>
    <message>
        <source>Off the path: the limit of the beliefs along the logit QRE branch.</source>
        <translation>経路外: ロジット QRE の枝に沿った信念の極限です。</translation>
    </message>
    <message>
        <source>%1 through %2 (order %3)</source>
        <translation>%1 は %2 を経由 (位数 %3)</translation>
    </message>
    <message>
        <source>Off the path: reached only after a deviation. In the completely mixed sequence that proves these beliefs consistent, a tremble of order k has probability about εᵏ: %1.</source>
        <translation>経路外: 誰かが逸脱したときだけ到達します。この信念の整合性を証明する完全混合な列では、位数 k の震えの確率はおよそ εᵏ です: %1。</translation>
    </message>
    <message>
        <source>Nodes of a higher order are infinitely less likely than those of the lowest: belief 0.</source>
        <translation>位数の高いノードは最も低いノードより無限に起こりにくいので、信念は 0 です。</translation>
    </message>
    <message>
        <source>The nodes of the lowest order share the belief in the limit ratio of their trembles.</source>
        <translation>位数の最も低いノードどうしは、震えの比の極限で信念を分け合います。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeValidationList</name>
    <message>
        <source>Problems of the tree; click one to select its nodes</source>
        <translation>木の問題。クリックすると該当するノードを選択します</translation>
    </message>
    <message>
        <source>The probabilities of chance move %1 sum to %2, not 1.</source>
        <translation>偶然手番 %1 の確率の和が 1 ではなく %2 です。</translation>
    </message>
    <message>
        <source>Chance move %1 has a negative probability (action %2).</source>
        <translation>偶然手番 %1 に負の確率があります（行動 %2）。</translation>
    </message>
    <message>
        <source>%1 forgets at information set %2: its nodes follow different earlier moves or information of %1 (no perfect recall).</source>
        <translation>%1 は情報集合 %2 で忘れています: そのノードは %1 の以前の異なる手や情報の後にあります（完全記憶でない）。</translation>
    </message>
    <message>
        <source>%1 more leaves have no payoff.</source>
        <translation>ほかに %1 個の終端ノードに利得がありません。</translation>
    </message>
    <message>
        <source>A leaf has no payoff (it pays 0 to everyone).</source>
        <translation>利得のない終端ノードがあります（全員の利得は 0 になります）。</translation>
    </message>
    <message>
        <source>%1 never moves.</source>
        <translation>%1 には一度も手番がありません。</translation>
    </message>
    <message>
        <source>No problems: the tree is complete.</source>
        <translation>問題はありません: 木は完成しています。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Information set %1 of %2 is met twice on one play: the player is absent-minded. The strategic form is available; analyses that need perfect recall (sequence form, subgame perfection through it) are not.</source>
        <translation>%2 の情報集合 %1 は 1 つのプレイで 2 度通ります: プレイヤーはうっかり者（absent-minded）です。戦略形は使えますが、完全記憶を必要とする分析（系列形、そこを通る部分ゲーム完全性）は使えません。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeView</name>
    <message>
        <source>Double-click to edit the %1 of this action</source>
        <translation>ダブルクリックでこの行動の%1を編集</translation>
    </message>
    <message>
        <source>label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>確率</translation>
    </message>
    <message>
        <source>Outcome %1</source>
        <translation>結果 %1</translation>
    </message>
    <message>
        <source>Outcome “%1”</source>
        <translation>結果「%1」</translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n leaves</source>
        <translation>
            <numerusform>%n 個の終端ノードで共有</numerusform>
        </translation>
    </message>
    <message>
        <source>No payoff yet (pays 0 to everyone)</source>
        <translation>まだ利得がありません（全員の利得は 0）</translation>
    </message>
    <message>
        <source>Double-click to edit the payoffs</source>
        <translation>ダブルクリックで利得を編集</translation>
    </message>
    <message>
        <source>Chance move</source>
        <translation>偶然手番</translation>
    </message>
    <message>
        <source>%1 moves (information set %2)</source>
        <translation>%1 の手番（情報集合 %2）</translation>
    </message>
    <message>
        <source>%1 moves (information set “%2”)</source>
        <translation>%1 の手番（情報集合「%2」）</translation>
    </message>
    <message numerus="yes">
        <source>%n nodes in this set</source>
        <translation>
            <numerusform>この集合のノード %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit cancelled.</source>
        <translation>編集を取り消しました。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TreeZeroSumPage</name>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Solve the sequence-form linear program (exact)</source>
        <translation>系列形の線形計画問題を解きます（厳密）</translation>
    </message>
    <message>
        <source>The sequence form solves two-person zero-sum trees with perfect recall.</source>
        <translation>系列形で解けるのは、完全記憶をもつ 2 人ゼロ和ゲームの木です。</translation>
    </message>
    <message numerus="yes">
        <source>Not solved automatically for a tree of %n nodes — press Solve.</source>
        <translation>
            <numerusform>ノード %n 個の木は自動では解きません — 「解く」を押してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Zero-sum solution (sequence form)</source>
        <translation>ゼロ和ゲームの解（系列形）</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>近似</translation>
    </message>
    <message>
        <source>Value (to %1): &lt;b&gt;%2&lt;/b&gt; — %3</source>
        <translation>値（%1 にとって）: &lt;b&gt;%2&lt;/b&gt; — %3</translation>
    </message>
    <message>
        <source>Constant-sum tree: the payoffs add up to %1 at every leaf; %2 gets %1 minus the value.</source>
        <translation>定和の木: どの終端ノードでも利得の和は %1 です。%2 は %1 から値を引いた分を得ます。</translation>
    </message>
    <message>
        <source>Proved exactly: neither player can gain by replying differently to the other&apos;s strategy.</source>
        <translation>厳密に証明済み: どちらのプレイヤーも、相手の戦略に対して別の応答をして得をすることはできません。</translation>
    </message>
    <message>
        <source>Floating-point answer that could not be checked exactly.</source>
        <translation>厳密に検証できなかった浮動小数点の答えです。</translation>
    </message>
    <message>
        <source>Optimal behaviour strategy of %1</source>
        <translation>%1 の最適な行動戦略</translation>
    </message>
    <message>
        <source>Size of the linear program</source>
        <translation>線形計画問題の大きさ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Information sets</source>
        <translation>情報集合</translation>
    </message>
    <message>
        <source>Sequences (realisation plan)</source>
        <translation>系列（実現計画）</translation>
    </message>
    <message>
        <source>The strategic form would have %1 × %2 pure strategies.</source>
        <translation>戦略形では純粋戦略が %1 × %2 個になります。</translation>
    </message>
    <message>
        <source>Value %1%2, optimal behaviour</source>
        <translation>値 %1%2、最適行動</translation>
    </message>
    <message>
        <source> (approximate)</source>
        <translation>（近似）</translation>
    </message>
    <message>
        <source>Floating-point answer that could not be checked exactly: the value lies between %1 and %2 (±%3).</source>
        <translation>厳密には検証できなかった浮動小数点の解です：値は %1 と %2 の間にあります（±%3）。</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::TwoByTwoPage</name>
    <message>
        <source>2x2 games: formulas (2.1)–(2.3)</source>
        <translation>2×2 ゲーム: 公式 (2.1)–(2.3)</translation>
    </message>
    <message>
        <source>The game is %1 x %2 and dominance leaves %3 x %4, not 2 x 2. Use the graphical method, Theorem 3.2 or linear programming.</source>
        <translation>このゲームは %1 × %2 で、支配による除去後は %3 × %4 となり 2 × 2 ではありません。図解法、定理 3.2、または線形計画法を使ってください。</translation>
    </message>
    <message>
        <source>After removing dominated lines, the game left is 2 x 2 (rows %1, %2; columns %3, %4):</source>
        <translation>支配される行・列を除くと、残るゲームは 2 × 2 です（行 %1, %2、列 %3, %4）:</translation>
    </message>
    <message>
        <source>Lettering A = [[a, b], [d, c]] (note: the bottom row is d, c):</source>
        <translation>記号 A = [[a, b], [d, c]]（注意: 下の行は d, c）:</translation>
    </message>
    <message>
        <source>1. Saddle point check:</source>
        <translation>1. 鞍点の確認:</translation>
    </message>
    <message>
        <source>saddle point at (%1, %2): value %3. The formulas are not needed.</source>
        <translation>(%1, %2) に鞍点があります: ゲームの値は %3。公式は不要です。</translation>
    </message>
    <message>
        <source>Applying the formulas anyway would give p = %1, q = %2 — not probabilities. That is why the saddle check comes first.</source>
        <translation>それでも公式を適用すると p = %1, q = %2 となり、確率になりません。だから鞍点の確認を先に行います。</translation>
    </message>
    <message>
        <source>none (max of row minima %1 &amp;lt; min of column maxima %2).</source>
        <translation>なし（行の最小値の最大 %1 &amp;lt; 列の最大値の最小 %2）。</translation>
    </message>
    <message>
        <source>2. Equalising strategies:</source>
        <translation>2. 均等化戦略:</translation>
    </message>
    <message>
        <source>Player I plays %1 = %2; player II plays %3 = %4; value &lt;b&gt;%5&lt;/b&gt;.</source>
        <translation>プレイヤーI は %1 = %2、プレイヤーII は %3 = %4 を用います。ゲームの値は &lt;b&gt;%5&lt;/b&gt;。</translation>
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
        <translation>後続局面</translation>
    </message>
    <message>
        <source>Grundy value</source>
        <translation>Grundy 数</translation>
    </message>
    <message>
        <source>Click a component on the board to see why it has its Grundy value.</source>
        <translation>盤上の成分をクリックすると、その Grundy 数になる理由を表示します。</translation>
    </message>
    <message>
        <source>%1: its followers and their values</source>
        <translation>%1: 後続局面とその値</translation>
    </message>
    <message>
        <source>mex{%1} = &lt;b&gt;%2&lt;/b&gt;: the smallest value no follower has.</source>
        <translation>mex{%1} = &lt;b&gt;%2&lt;/b&gt;: どの後続局面も持たない最小の値。</translation>
    </message>
    <message>
        <source>No followers: mex{} = &lt;b&gt;0&lt;/b&gt;.</source>
        <translation>後続局面なし: mex{} = &lt;b&gt;0&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>(first %1 of %2 followers listed)</source>
        <translation>（後続局面 %2 個のうち最初の %1 個を表示）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::BestResponseChart</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Best responses: the equilibria are where they cross</source>
        <translation>最適反応: 交わる点が均衡です</translation>
    </message>
    <message>
        <source>p = P(row %1)</source>
        <translation>p = P(行 %1)</translation>
    </message>
    <message>
        <source>q = P(column %1)</source>
        <translation>q = P(列 %1)</translation>
    </message>
    <message>
        <source>%1&apos;s best response</source>
        <translation>%1 の最適反応</translation>
    </message>
    <message>
        <source>equilibria</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>continuum</source>
        <translation>連続体</translation>
    </message>
    <message>
        <source>equilibria from %1 to %2</source>
        <translation>%1 から %2 までの均衡</translation>
    </message>
    <message>
        <source>equilibrium %1</source>
        <translation>均衡 %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::CoalitionPathChart</name>
    <message>
        <source>Nucleolus (solid) and Shapley value (dashed) as %1 varies</source>
        <translation>%1 を変えたときの仁（実線）とシャープレイ値（破線）</translation>
    </message>
    <message>
        <source>payoff</source>
        <translation>利得</translation>
    </message>
    <message>
        <source>%1: nucleolus</source>
        <translation>%1: 仁</translation>
    </message>
    <message>
        <source>%1: Shapley</source>
        <translation>%1: シャープレイ値</translation>
    </message>
    <message>
        <source>%1 = %2: nucleolus %3 (%4 gets %5)</source>
        <translation>%1 = %2: 仁 %3（%4 は %5 を得る）</translation>
    </message>
    <message>
        <source>%1 = %2: Shapley value %3 (%4 gets %5)</source>
        <translation>%1 = %2: シャープレイ値 %3（%4 は %5 を得る）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::GrundySequenceChart</name>
    <message>
        <source>Window:</source>
        <translation>表示範囲:</translation>
    </message>
    <message>
        <source>%1 values</source>
        <translation>%1 個の値</translation>
    </message>
    <message>
        <source>How many values the plot shows at once</source>
        <translation>グラフに一度に表示する値の数</translation>
    </message>
    <message>
        <source>Scroll through the heap sizes</source>
        <translation>山の大きさをスクロール</translation>
    </message>
    <message>
        <source>heap size n</source>
        <translation>山の大きさ n</translation>
    </message>
    <message>
        <source>g(n)</source>
        <translation>g(n)</translation>
    </message>
    <message>
        <source>one period (length %1)</source>
        <translation>1 周期（長さ %1）</translation>
    </message>
    <message>
        <source>periodic from n = %1</source>
        <translation>n = %1 から周期的</translation>
    </message>
    <message>
        <source>g(n) = 0 (P-position)</source>
        <translation>g(n) = 0（P 局面）</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::PayoffRegionChart</name>
    <message>
        <source>Payoff region</source>
        <translation>利得領域</translation>
    </message>
    <message>
        <source>payoff to %1</source>
        <translation>%1 の利得</translation>
    </message>
    <message>
        <source>feasible (convex hull)</source>
        <translation>実現可能（凸包）</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>パレートフロンティア</translation>
    </message>
    <message>
        <source>individually rational</source>
        <translation>個人合理的</translation>
    </message>
    <message>
        <source>cells</source>
        <translation>セル</translation>
    </message>
    <message>
        <source>cell %1: %2</source>
        <translation>セル %1: %2</translation>
    </message>
    <message>
        <source>Nash equilibria</source>
        <translation>ナッシュ均衡</translation>
    </message>
    <message>
        <source>equilibrium %1: %2</source>
        <translation>均衡 %1: %2</translation>
    </message>
    <message>
        <source>best correlated eq.</source>
        <translation>最良の相関均衡</translation>
    </message>
    <message>
        <source>best correlated equilibrium %1 (total %2)</source>
        <translation>最良の相関均衡 %1（総和 %2）</translation>
    </message>
    <message>
        <source>safety point</source>
        <translation>安全点</translation>
    </message>
    <message>
        <source>safety levels %1</source>
        <translation>安全水準 %1</translation>
    </message>
</context>
<context>
    <name>gamelab::ui::charts::VotingPowerChart</name>
    <message>
        <source>Shapley–Shubik index against weight share</source>
        <translation>重みの割合に対するシャープレイ・シュービック指数</translation>
    </message>
    <message>
        <source>Shapley–Shubik index</source>
        <translation>シャープレイ・シュービック指数</translation>
    </message>
    <message>
        <source>share of the weight</source>
        <translation>重みの割合</translation>
    </message>
    <message>
        <source>Banzhaf index (normalised)</source>
        <translation>バンザフ指数（正規化）</translation>
    </message>
    <message>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>share</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>player (a bar&apos;s tool tip names its player)</source>
        <translation>プレイヤー（棒のツールチップがプレイヤー名を示します）</translation>
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
        <translation>ゲーム理論のためのデスクトップ作業台です。</translation>
    </message>
    <message>
        <source>Documents to open.</source>
        <translation>開く文書。</translation>
    </message>
</context>
</TS>
