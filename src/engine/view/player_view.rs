//! `View`: what one player may know of a game, as a value (SabberStone's `POGame`), with the
//! player's legal moves and games sampled from it (determinization), so that a bot that is
//! handed a view plays with the cards as the game shows them.

use std::fmt;

use super::deal::{Dealing, deal};
use super::deck_lists::DeckLists;
use super::public_log::{SeenRecord, as_records, public_records};
use super::visible::{sees, unseen_by};
use crate::engine::course::card::Library;
use crate::engine::course::pending_choice::PendingChoice;
use crate::engine::course::rules::Rules;
use crate::engine::course::standing::{Mana, Outcome, Overload, Turn};
use crate::engine::game::Game;
use crate::engine::object::id::{CardId, Id, Player, Zone};
use crate::engine::observe::watch::CharacterView;
use crate::engine::play::legal_moves::{Move, Positions};
use crate::engine::support::random::{DEFAULT_SEED, SplitMix64};

/// What one player may know of a game (`Game::view`), and no more:
/// - their own hand, and the cards left in their deck as a multiset, not in order;
/// - the opponent's hand by position: the cards they know (`HandSlot::Known`: the second
///   player's card, a card added by name, a returned minion, a copy of a spell both saw, a
///   card a copy showed them) and unknown slots; the opponent's deck as a count;
/// - both heroes and boards with everything on them (Attack, Health, keywords, enchantments,
///   aura grants), Armor, mana, the turn, how the game stands, and every graveyard;
/// - the public log (`log`): the game's log as they saw it, a draw told as "a card was drawn";
/// - what they know of the opponent's deck list, a setting of the match (`DeckLists`).
///
/// No random generator state, no order of either deck, no card of the opponent's they have
/// not seen. Two games that differ only there give equal views (the leak test holds every
/// shipped bot to it). The view lists its player's legal moves (`legal_moves`: legality reads
/// only what its player sees) and samples full games (`determinize`), which is how a bot
/// searches: it is handed the view, never the game.
///
/// Inside, a view is the game with what its player cannot see dealt anew in order
/// (`view/deal.rs`): the opponent's unseen cards from the pool its `DeckLists` says, the ids of
/// those card objects sorted, both decks in id order, the generator at `DEFAULT_SEED`. That
/// deal is made of what the player sees alone, so it is the same for every game they cannot
/// tell apart, and two views are equal exactly when what their players see is.
///
/// The ids of card objects a player sees are the game's; an unseen card's id never shows
/// (`opponent_hand`'s unknown slots hold none, and neither does the public log). One leak
/// stays in the game itself: a card's own cost count takes an order of play number the moment
/// an Aura Update first finds it in a hand, so the order of play of a minion entering play
/// afterwards counts the opponent's unseen cards with such a count.
#[derive(Clone, PartialEq)]
pub struct View {
    player: Player,
    deck_lists: DeckLists,
    /// The game with what `player` cannot see dealt in order, keeping its whole log: the
    /// public log, each event about a card `player` does not see told of one unseen card.
    dealt: Game,
}

/// A position of the opponent's hand as a player's view shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HandSlot {
    /// A card the player knows is there: its card object and its card.
    Known { id: Id, card: CardId },
    /// A card the player does not know.
    Unknown,
}

/// A player's view of a game, written here rather than in `game.rs` so that the view's room
/// names the API and the API does not name it back.
impl Game {
    /// What `player` may know of this game, and no more (`View`): their hand and deck, the
    /// opponent's hand by position (known cards and unknown slots) and deck as a count, both
    /// boards, the public log; their knowledge of the opponent's deck list as `deck_lists`
    /// says (a setting of the match). What a bot is handed in place of the game. Built only
    /// when asked: the game keeps nothing for it but a bit on each card object that came into
    /// a hand in the open (`KnownToOpponent`).
    pub fn view(&self, player: Player, deck_lists: DeckLists) -> View {
        View::of(self, player, deck_lists)
    }
}

impl View {
    /// The view of `player` that holds `dealt`, a game with what they cannot see dealt in
    /// order (`view_snapshot.rs`, which checks that it is).
    pub(super) fn of_parts(player: Player, deck_lists: DeckLists, dealt: Game) -> View {
        View { player, deck_lists, dealt }
    }

    /// The game this view holds, what its player cannot see dealt in order.
    pub(super) fn dealt(&self) -> &Game {
        &self.dealt
    }

    /// What `player` may know of `game`, knowing the opponent's deck list as `deck_lists`
    /// says (`Game::view`).
    fn of(game: &Game, player: Player, deck_lists: DeckLists) -> View {
        let public = public_records(game.log(), game.state(), player);
        let mut state = game.state().clone();
        deal(game, &mut state, player, deck_lists, Dealing::InOrder);
        state.random = SplitMix64::new(DEFAULT_SEED);
        let told_of = unseen_by(&state, player).into_iter().min();
        let log = as_records(&public, told_of);
        View { player, deck_lists, dealt: game.holding(state, log) }
    }

    /// A full game sampled from this view: what the player cannot see dealt at random from
    /// `seed` (the opponent's unseen cards from what the player cannot rule out, under the
    /// view's `DeckLists`; both decks' order; the player's own deck shuffled, its order being
    /// hidden from them too), and the random generator reseeded from `seed`. Its view for the
    /// same player and setting is this view. A legal game in the normal mode, keeping its log
    /// (a bot searches its `search_copy`); its log is the public log, each event about an
    /// unseen card told of one unseen card.
    pub fn determinize(&self, seed: u64) -> Game {
        let mut random = SplitMix64::new(seed);
        let mut state = self.dealt.state().clone();
        deal(&self.dealt, &mut state, self.player, self.deck_lists, Dealing::AtRandom(&mut random));
        state.random = SplitMix64::new(random.next_u64());
        self.dealt.holding(state, self.dealt.log().to_vec())
    }

    /// Its player's legal moves, as `Game::legal_moves` lists them, when it is their move; none
    /// otherwise. Legality reads only what the player sees (their hand, their mana, both
    /// boards, the costs of their cards, the cards their own choice offers), so these are the
    /// game's legal moves.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(Positions::Every, &mut moves);
        moves
    }

    /// `legal_moves` into `moves` (emptied first), minions at `positions`.
    pub fn legal_moves_into(&self, positions: Positions, moves: &mut Vec<Move>) {
        moves.clear();
        if self.dealt.player_to_move() == Some(self.player) {
            self.dealt.legal_moves_into(positions, moves);
        }
    }

    /// The public log: every event the game keeps (`Game::log_keeping`), as the player saw it.
    pub fn log(&self) -> Vec<SeenRecord> {
        public_records(self.dealt.log(), self.dealt.state(), self.player)
    }

    // The player and the match.

    /// The player whose view this is.
    pub fn player(&self) -> Player {
        self.player
    }

    /// What the player knows of the opponent's deck list.
    pub fn deck_lists(&self) -> DeckLists {
        self.deck_lists
    }

    /// The library the game's cards come from.
    pub fn library(&self) -> &'static Library {
        self.dealt.library()
    }

    /// The rules the game plays by.
    pub fn rules(&self) -> Rules {
        self.dealt.rules()
    }

    // How the game stands.

    /// Whose turn it is (`Game::turn`).
    pub fn turn(&self) -> Option<Turn> {
        self.dealt.turn()
    }

    /// Whose move it is (`Game::player_to_move`).
    pub fn player_to_move(&self) -> Option<Player> {
        self.dealt.player_to_move()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.dealt.outcome()
    }

    /// The player's own choice among cards, if one waits (the cards offered, which they see);
    /// `None` too while the opponent chooses (`player_to_move` says so).
    pub fn pending_choice(&self) -> Option<PendingChoice> {
        self.dealt.pending_choice().filter(|choice| choice.player() == self.player)
    }

    /// `player`'s Mana Crystals.
    pub fn mana(&self, player: Player) -> Mana {
        self.dealt.mana(player)
    }

    /// `player`'s Armor.
    pub fn armor(&self, player: Player) -> i32 {
        self.dealt.armor(player)
    }

    // Heroes and boards: seen whole.

    /// `player`'s hero.
    pub fn hero(&self, player: Player) -> Id {
        self.dealt.hero(player)
    }

    /// `player`'s minions in play, left to right.
    pub fn board(&self, player: Player) -> &[Id] {
        self.dealt.board(player)
    }

    /// `player`'s weapon, if their hero has one equipped: seen whole, as a board is.
    pub fn weapon(&self, player: Player) -> Option<Id> {
        self.dealt.weapon(player)
    }

    /// `player`'s Overload (`Game::overload`): public, as Mana Crystals are.
    pub fn overload(&self, player: Player) -> Overload {
        self.dealt.overload(player)
    }

    /// `player`'s Hero Power, if their hero has one: seen whole, as a weapon is.
    pub fn hero_power(&self, player: Player) -> Option<Id> {
        self.dealt.hero_power(player)
    }

    /// Whether `player`'s Hero Power is flipped over (`Game::hero_power_used`).
    pub fn hero_power_used(&self, player: Player) -> bool {
        self.dealt.hero_power_used(player)
    }

    /// `player`'s hero card, if a card's text replaced their hero (`Game::hero_card`).
    pub fn hero_card(&self, player: Player) -> Option<CardId> {
        self.dealt.hero_card(player)
    }

    /// The Durability the weapon `id` has left (`Game::durability`); `None` for any card
    /// object that is not an equipped weapon.
    pub fn durability(&self, id: Id) -> Option<i32> {
        let equipped = self.dealt.zone_of(id).is_ok_and(|zone| zone == Zone::Weapon);
        equipped.then(|| self.dealt.durability(id).ok()).flatten()
    }

    /// The character `id` in play as a board shows it (`Game::character_view`); `None` for any
    /// card object that is not in play.
    pub fn character(&self, id: Id) -> Option<CharacterView> {
        let in_play = self.dealt.zone_of(id).is_ok_and(|zone| zone == Zone::Board);
        in_play.then(|| self.dealt.character_view(id).ok()).flatten()
    }

    // Cards: the player's own, and those of the opponent's they have seen.

    /// The player's hand, oldest first.
    pub fn hand(&self) -> &[Id] {
        self.dealt.hand(self.player)
    }

    /// The cards left in the player's deck, as a multiset: sorted by card, not in the deck's
    /// order, which nobody knows.
    pub fn deck(&self) -> Vec<CardId> {
        let mut cards: Vec<CardId> =
            self.dealt.deck(self.player).iter().filter_map(|&id| self.card_of(id)).collect();
        cards.sort();
        cards
    }

    /// The opponent's hand by position, oldest first: the cards the player knows, and unknown
    /// slots.
    pub fn opponent_hand(&self) -> Vec<HandSlot> {
        let hand = self.dealt.hand(self.player.other());
        let slot = |&id: &Id| match self.card_of(id) {
            Some(card) => HandSlot::Known { id, card },
            None => HandSlot::Unknown,
        };
        hand.iter().map(slot).collect()
    }

    /// How many cards `player` holds in hand.
    pub fn hand_size(&self, player: Player) -> usize {
        self.dealt.hand(player).len()
    }

    /// How many cards are left in `player`'s deck.
    pub fn deck_size(&self, player: Player) -> usize {
        self.dealt.deck(player).len()
    }

    /// The card the card object `id` is, if the player sees it: in play, in a graveyard, their
    /// own anywhere, a card of the opponent's hand they know. `None` for a hero, for a card
    /// they do not see and for an id the game never handed out.
    pub fn card_of(&self, id: Id) -> Option<CardId> {
        let seen = self.dealt.zone_of(id).is_ok() && sees(self.dealt.state(), self.player, id);
        seen.then(|| self.dealt.card_of(id).ok().flatten()).flatten()
    }

    /// What the card `id` in a hand costs now, if the player sees it (`Game::cost`).
    pub fn cost(&self, id: Id) -> Option<u32> {
        self.card_of(id).and_then(|_| self.dealt.cost(id).ok())
    }

    /// The name of `id`'s card if the player sees it; for a hero, `Game::name_of`'s (`"Hero"`,
    /// or its hero card's name once a card's text replaced it): a hero is public.
    pub fn name_of(&self, id: Id) -> Option<&'static str> {
        let hero = Player::BOTH.iter().any(|&player| self.dealt.hero(player) == id);
        match self.card_of(id) {
            Some(card) => Some(self.library().card(card).name.as_str()),
            None if hero => self.dealt.name_of(id).ok(),
            None => None,
        }
    }
}

/// What the player sees, and nothing of the cards dealt in order in their place.
impl fmt::Debug for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let other = self.player.other();
        f.debug_struct("View")
            .field("player", &self.player)
            .field("deck_lists", &self.deck_lists)
            .field("turn", &self.turn())
            .field("hand", &self.hand())
            .field("deck", &self.deck())
            .field("opponent_hand", &self.opponent_hand())
            .field("opponent_deck", &self.deck_size(other))
            .field("boards", &[self.board(Player::FIRST), self.board(Player::SECOND)])
            .finish_non_exhaustive()
    }
}
