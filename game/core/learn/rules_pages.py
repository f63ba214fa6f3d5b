"""The in-game rules reference of each game: ``content/<game>/rules.yaml``, read into sections.

A section has a title, its paragraphs (our own words) and ``when``: the action types (as the
engine's ``action_to_json`` writes them) on offer while it is the section to read. The rules
page opens at :func:`RulesPages.section_for` the actions the player may take now, so the
reference a player opens mid-turn starts where their turn is. Pure Python: no pygame.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass
from pathlib import Path

from game.core.loading.content import (
    Mark,
    MarkedDict,
    Problems,
    check_keys,
    display_path,
    get,
    load_yaml,
    require_list,
    require_mapping,
    shown_value,
)

RULES_FILE = "rules.yaml"
# A paragraph is drawn wrapped on the rules page: 1,200 characters is about twelve lines there,
# a page's worth; the longest shipped paragraph is about 480 (see docs/content-limits.md).
MAX_PARAGRAPH_CHARS = 1200
MAX_SECTIONS = 20
# A paragraph ends its last sentence (a closing bracket or quote may follow the mark): a rules file
# cut short, which is still valid YAML, stops mid-sentence and is refused (docs/content-limits.md).
SENTENCE_ENDS = ".!?"
CLOSERS = ")]\"'\u2019\u201d"


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...]
    when: frozenset[str] = frozenset()


@dataclass(frozen=True)
class RulesPages:
    title: str
    sections: tuple[Section, ...]

    def section_for(self, action_types: Iterable[str]) -> int:
        """The first section about any of these action types; 0 (the start) if none is."""
        wanted = set(action_types)
        for index, section in enumerate(self.sections):
            if section.when & wanted:
                return index
        return 0

    @classmethod
    def from_summary(cls, title: str, paragraphs: Iterable[str]) -> RulesPages:
        """One untitled section of plain paragraphs (a game without a rules file)."""
        return cls(title, (Section("", tuple(paragraphs) or ("No rules summary yet.",)),))


def _ends_a_sentence(text: str) -> bool:
    bare = text.rstrip(CLOSERS)
    return bool(bare) and bare[-1] in SENTENCE_ENDS


def _paragraphs(node: object, section: MarkedDict, problems: Problems) -> tuple[str, ...]:
    items = require_list(node, section.mark_of("text"), problems, "'text'")
    if items is None:
        return ()
    kept = []
    for index, item in enumerate(items):
        where = items.mark_of(index)
        if not isinstance(item, str) or not item.strip():
            problems.add(where, f"a paragraph is {shown_value(item)}", "text")
        elif len(item) > MAX_PARAGRAPH_CHARS:
            problems.add(where, f"a paragraph is {len(item):,} characters long",
                         f"at most {MAX_PARAGRAPH_CHARS:,} characters")
        elif not item.replace("\n", " ").isprintable():
            problems.add(where, "a paragraph holds a tab or another unprintable character", "plain text")
        elif not _ends_a_sentence(text := " ".join(item.split())):
            tail = " ".join(text.split()[-4:])
            problems.add(where, f'a paragraph stops mid-sentence, at "...{tail}"',
                         "the paragraph to end with '.', '!' or '?'; is the file cut short?")
        else:
            kept.append(text)
    if not items:
        problems.add(items.mark, "a section with no paragraphs", "at least one paragraph under 'text'")
    return tuple(kept)


def load_rules_pages(game_dir: Path, problems: Problems,
                     action_types: Collection[str] = ()) -> RulesPages | None:
    """Read ``game_dir/rules.yaml``; every problem is recorded with its file, line and column.

    ``action_types`` are the game's own (``GameSpec.action_types``); when given, a ``when`` naming
    any other word is refused at that word (the page could never open there).
    """
    before = len(problems)
    data = load_yaml(game_dir / RULES_FILE, problems)
    if data is None:
        return None
    top = require_mapping(data, Mark(display_path(game_dir / RULES_FILE), 1, 1), problems, "the rules file")
    if top is None:
        return None
    check_keys(top, ("title", "sections"), problems)
    title = get(top, "title", str, problems, default="")
    listed = require_list(top.get("sections"), top.mark_of("sections"), problems, "'sections'")
    sections = []
    if listed is not None:
        if not listed or len(listed) > MAX_SECTIONS:
            problems.add(listed.mark, f"{len(listed)} sections", f"1 to {MAX_SECTIONS} sections")
        for index, node in enumerate(listed[:MAX_SECTIONS]):
            section = require_mapping(node, listed.mark_of(index), problems, "a section")
            if section is None:
                continue
            check_keys(section, ("title", "text", "when"), problems)
            heading = get(section, "title", str, problems, default="")
            when = section.get("when", [])
            kinds = require_list(when, section.mark_of("when"), problems, "'when'") if "when" in section else []
            for spot, kind in enumerate(kinds or []):
                if not isinstance(kind, str) or not kind:
                    problems.add(kinds.mark_of(spot), f"an action type is {shown_value(kind)}",
                                 "an action type such as draw or discard")
                elif action_types and kind not in action_types:
                    problems.add(kinds.mark_of(spot), f"{kind!r} is not an action type of this game",
                                 "one of " + ", ".join(action_types))
            sections.append(Section(heading, _paragraphs(section.get("text"), section, problems),
                                    frozenset(kind for kind in (kinds or []) if isinstance(kind, str))))
    if len(problems) > before:
        return None
    return RulesPages(title, tuple(sections))
