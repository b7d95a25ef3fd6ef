"""Drawing the table in text: header, the exchanges with their places, standings, the hand."""

from __future__ import annotations

from typing import Any

from game.narration.speedstocks import SYMBOL_STYLES, bears, exchange, symbol
from game.rules.speedstocks.preview import Preview
from game.terminal.console import Console
from game.texts import text

CELL = 9
LEAD = 14  # the column of row numbers and exchange names
SHOWN_PLACES = 6
PREVIEW_STYLES = {"margin_call": "red", "kurssturz": "kurssturz", "ipo": "gold", "place": None}


def _cell(console: Console, content: str, style: str | None, width: int = CELL) -> str:
    """A fixed-width cell whose padding stays outside the colour codes."""
    return console.paint(content, style) + " " * max(1, width - len(content))


def header_lines(console: Console, view: dict[str, Any]) -> list[str]:
    """The title line with round and turn (and the Hausse), and the table options."""
    title = text(
        "table.header", round=view["round"], turn=view["turn"], last_turn=view["last_turn"]
    )
    if view["hausse"]:
        title += "  " + text("table.hausse")
    options = view["options"]
    line = text(
        "table.options",
        variant=text(f"variant.{options['variant']}"),
        special=text(f"special.{options['special']}"),
    )
    return ["", console.paint(f"═══ {title} ═══", "title"), line]


def row_lines(console: Console, view: dict[str, Any]) -> list[str]:
    """Every row: its number, exchange, the stocks on its places, the red place and the bears."""
    places = "".join(_cell(console, str(place), None) for place in range(1, SHOWN_PLACES + 1))
    lines = [(_cell(console, text("table.places"), "dim", LEAD) + places).rstrip()]
    copies_seen = False
    for index, row in enumerate(view["rows"]):
        number = str(index + 1) if index < 4 else " "
        red = row["margin_call_place"]
        entries = row["entries"]
        cells = []
        for place in range(1, max(SHOWN_PLACES, len(entries) + 1) + 1):
            if place <= len(entries):
                entry = entries[place - 1]
                mark = text(f"copy.{entry['copy']}") if entry["copy"] else ""
                copies_seen = copies_seen or bool(mark)
                style = SYMBOL_STYLES.get(entry["symbol"] or "") if not mark else "dim"
                cells.append(_cell(console, f"{entry['stock']}{mark}({entry['bears']})", style))
            elif place == red:
                cells.append(_cell(console, text("table.red_place"), "red"))
            elif place < red:
                cells.append(_cell(console, "·", "dim"))
            else:
                cells.append(" " * CELL)
        name = exchange(index).ljust(LEAD - 2)
        lines.append(f"{number} {name}{''.join(cells)} {bears(row['bears'])}")
    lines.append(console.paint(text("table.legend"), "dim"))
    if copies_seen:
        lines.append(console.paint(text("table.legend_copies"), "dim"))
    return lines


def standings_line(console: Console, view: dict[str, Any], names: tuple[str, ...]) -> str:
    """Every seat's bears in total and this round."""
    parts = [
        text("table.standing", name=name, total=total, round=this_round)
        for name, total, this_round in zip(
            names, view["bears_total"], view["bears_this_round"], strict=True
        )
    ]
    return text("table.standings") + " " + " · ".join(parts)


def preview_text(console: Console, outcome: Preview) -> str:
    """The preview badge: '→ Tokio, Platz 4', 'Margin Call · +7', 'Kurssturz', 'IPO'."""
    words = text(
        f"preview.{outcome.kind}",
        exchange=exchange(outcome.row),
        place=outcome.place,
        bears=outcome.bears,
        bears_text=bears(outcome.bears),
    )
    return console.paint(words, PREVIEW_STYLES[outcome.kind])


def hand_lines(
    console: Console, view: dict[str, Any], name: str, previews: dict[int, Preview]
) -> list[str]:
    """The hand: each stock with its bears, symbol and preview; then its symbols explained."""
    lines = [text("table.hand_title", name=name)]
    prefix = text("commands.position_prefix")
    symbols: list[str] = []
    for position, card in enumerate(view["hand"], start=1):
        label = symbol(card["symbol"]) if card["symbol"] else ""
        if card["symbol"] and card["symbol"] not in symbols:
            symbols.append(card["symbol"])
        lines.append(
            "  "
            + _cell(console, f"{prefix}{position}", "dim", 5)
            + f"{card['stock']:>3} "
            + _cell(console, f"({card['bears']})", None, 5)
            + _cell(console, label, SYMBOL_STYLES.get(card["symbol"] or ""), 18)
            + preview_text(console, previews[card["stock"]])
        )
    if symbols:
        lines.append(text("table.symbols_title"))
        lines.extend(
            "  "
            + console.paint(symbol(name), SYMBOL_STYLES[name])
            + ": "
            + text(f"symbol_help.{name}")
            for name in symbols
        )
    return lines


def kurssturz_lines(console: Console, view: dict[str, Any]) -> list[str]:
    """The four exchanges with the bears one would take, and the fewest-bears tip."""
    lines = [text("kurssturz.rows_title")]
    for index, row in enumerate(view["rows"][:4]):
        lines.append(
            text(
                "kurssturz.row",
                number=index + 1,
                exchange=exchange(index),
                bears=bears(row["bears"]),
                stocks=", ".join(str(entry["stock"]) for entry in row["entries"]),
            )
        )
    tip = view["kurssturz"]["fewest_bears_row"]
    lines.append(console.paint(text("kurssturz.hint", exchange=exchange(tip)), "kurssturz"))
    return lines
