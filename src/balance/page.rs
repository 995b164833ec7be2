//! A balance run as a self-contained HTML page: the win rates, a plot of deck A's win rate as
//! the games accrued, and each deck's cards as bars with their 95% intervals. No script, no
//! file beside it: the plots are inline SVG.

use super::report::{Figures, Rate, headline};
use super::results::Run;

/// The plots' size, in pixels.
const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 200.0;
/// A card's bar row, in pixels.
const ROW: f64 = 18.0;
/// Where a bar's 0% is, past the card's name.
const BARS_FROM: f64 = 200.0;

/// The page of `run`.
pub fn report_page(run: &Run) -> String {
    let figures = Figures::of(run);
    let mut body = String::new();
    body += &format!(
        "<h1>Balance: {} against {}</h1>\n",
        escape_html(&run.decks[0].name),
        escape_html(&run.decks[1].name)
    );
    body += &format!("<p id=\"headline\">{}</p>\n", escape_html(headline(run).trim_end()));
    body += "<table id=\"rates\">\n";
    let row = |what: String, rate: &Rate| {
        format!("<tr><th>{}</th><td>{}</td></tr>\n", escape_html(&what), rate.words())
    };
    body += &row(format!("Deck A, {}, won", run.decks[0].name), &figures.a_wins);
    body += &row(format!("Deck B, {}, won", run.decks[1].name), &figures.b_wins);
    body += &row("The player who went first won".to_owned(), &figures.first_player);
    body +=
        &format!("<tr><th>Draws and unfinished games</th><td>{}</td></tr>\n</table>\n", figures.undecided);
    body += "<h2>Deck A's win rate as the games accrued</h2>\n";
    body += &convergence_plot(&figures.convergence);
    for deck in 0..2 {
        body += &format!(
            "<h2>Deck {}, {}: its win rate in the games each card was drawn (bar) and played (dot), with 95% intervals</h2>\n",
            ["A", "B"][deck],
            escape_html(&run.decks[deck].name)
        );
        body += &card_bars(&figures, deck);
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Balance: {} against {}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        escape_html(&run.decks[0].name),
        escape_html(&run.decks[1].name)
    )
}

const STYLE: &str = "body{font-family:sans-serif;max-width:60em;margin:1em auto;color:#222}\
table{border-collapse:collapse}th{text-align:left;padding-right:1em}\
svg{display:block;margin:0.5em 0}text{font-size:12px}";

/// Deck A's win rate after each game as a line, with 50% and the final rate marked.
fn convergence_plot(rates: &[f64]) -> String {
    let x = |at: usize| 40.0 + (WIDTH - 50.0) * at as f64 / (rates.len().max(2) - 1) as f64;
    let y = |rate: f64| 10.0 + (HEIGHT - 30.0) * (1.0 - rate);
    let points: Vec<String> =
        rates.iter().enumerate().map(|(at, &rate)| format!("{:.1},{:.1}", x(at), y(rate))).collect();
    format!(
        "<svg id=\"convergence\" width=\"{WIDTH}\" height=\"{HEIGHT}\" role=\"img\" aria-label=\"deck A's win rate after each game\">\n\
         <line x1=\"40\" y1=\"{half:.1}\" x2=\"{end:.1}\" y2=\"{half:.1}\" stroke=\"#999\" stroke-dasharray=\"4\"/>\n\
         <text x=\"2\" y=\"{top:.1}\">100%</text><text x=\"8\" y=\"{half:.1}\">50%</text><text x=\"14\" y=\"{bottom:.1}\">0%</text>\n\
         <text x=\"40\" y=\"{label:.1}\">game 1</text><text x=\"{last_x:.1}\" y=\"{label:.1}\" text-anchor=\"end\">game {games}</text>\n\
         <polyline fill=\"none\" stroke=\"#2a6\" stroke-width=\"1.5\" points=\"{points}\"/>\n</svg>\n",
        half = y(0.5),
        end = WIDTH - 10.0,
        top = y(1.0) + 4.0,
        bottom = y(0.0),
        label = HEIGHT - 4.0,
        last_x = WIDTH - 10.0,
        games = rates.len(),
        points = points.join(" ")
    )
}

/// Deck `deck`'s cards: a bar for the win rate when drawn, its interval as a whisker, and a dot
/// for the win rate when played; 50% marked.
fn card_bars(figures: &Figures, deck: usize) -> String {
    let cards = &figures.cards[deck];
    let height = ROW * cards.len() as f64 + 10.0;
    let x = |rate: f64| BARS_FROM + (WIDTH - BARS_FROM - 10.0) * rate;
    let mut svg = format!(
        "<svg class=\"cards\" id=\"cards-{deck}\" width=\"{WIDTH}\" height=\"{height}\" role=\"img\" aria-label=\"each card's win rate\">\n\
         <line x1=\"{half:.1}\" y1=\"0\" x2=\"{half:.1}\" y2=\"{height}\" stroke=\"#999\" stroke-dasharray=\"4\"/>\n",
        half = x(0.5)
    );
    for (at, row) in cards.iter().enumerate() {
        let top = ROW * at as f64 + 4.0;
        let middle = top + ROW / 2.0 - 2.0;
        svg += &format!(
            "<g class=\"card\"><title>{name}: drawn {drawn}; played {played}; in the opening hand {opening}; kept {kept}</title>\n\
             <text x=\"0\" y=\"{text_y:.1}\">{name}</text>\n\
             <rect x=\"{BARS_FROM}\" y=\"{top:.1}\" width=\"{bar:.1}\" height=\"{bar_h:.1}\" fill=\"#8ac\"/>\n\
             <line x1=\"{low:.1}\" y1=\"{middle:.1}\" x2=\"{high:.1}\" y2=\"{middle:.1}\" stroke=\"#124\"/>\n\
             <circle cx=\"{dot:.1}\" cy=\"{middle:.1}\" r=\"3\" fill=\"#c42\"/></g>\n",
            name = escape_html(&row.card),
            drawn = row.drawn.words(),
            played = row.played.words(),
            opening = row.opening.words(),
            kept = row.kept.words(),
            text_y = top + ROW - 6.0,
            bar = x(row.drawn.rate) - BARS_FROM,
            bar_h = ROW - 4.0,
            low = x(row.drawn.low),
            high = x(row.drawn.high),
            dot = x(row.played.rate),
        );
    }
    svg + "</svg>\n"
}

/// `text` with the characters HTML reads as markup written as entities.
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_name_is_written_as_text() {
        assert_eq!(
            escape_html("<b>Sen'jin & \"co\"</b>"),
            "&lt;b&gt;Sen&#39;jin &amp; &quot;co&quot;&lt;/b&gt;"
        );
    }
}
