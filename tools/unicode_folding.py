#!/usr/bin/env python3
"""Writes src/text/tables.rs, the tables `text::fold` reads, from Unicode's own data.

    python3 tools/unicode_folding.py UCD_DIR CONFUSABLES > src/text/tables.rs

UCD_DIR holds UnicodeData.txt and DerivedCoreProperties.txt (Debian's package
unicode-data ships them), CONFUSABLES is confusables.txt of the same version (Unicode's
security data, UTS #39). CI never runs this: the crate commits its output.

What a code point reads as (only code points outside ASCII):
  1. its compatibility decomposition (UnicodeData's field 5, applied until nothing changes,
     as NFKC does), combining marks left out: 𝐀 -> A, ﬁ -> fi, é -> e, ſ -> s, ᵃ -> a;
  2. else its prototype in confusables.txt, read again: Cyrillic а -> a, Ꭺ -> A;
  3. else, for a Latin small capital (its name says LATIN LETTER SMALL CAPITAL X), x;
  4. else, for a Cherokee small letter (Unicode made each a smaller form of a capital), what
     its capital reads as.
A code point is kept when its reading is ASCII letters and digits only. Default-ignorable
code points (DerivedCoreProperties.txt) and combining marks (general category Mn, Me) are
listed apart: they read as nothing.
"""
import re
import sys

ucd, confusables_path = sys.argv[1], sys.argv[2]

names, category, decomposition, upper, lower = {}, {}, {}, {}, {}
for line in open(f"{ucd}/UnicodeData.txt", encoding="utf-8"):
    f = line.rstrip("\n").split(";")
    cp = int(f[0], 16)
    names[cp], category[cp] = f[1], f[2]
    if f[5]:
        parts = f[5].split()
        if parts[0].startswith("<"):
            parts = parts[1:]
        decomposition[cp] = [int(p, 16) for p in parts]
    if f[12]:
        upper[cp] = int(f[12], 16)
    if f[13]:
        lower[cp] = int(f[13], 16)

version = None
ignorable = set()
for line in open(f"{ucd}/DerivedCoreProperties.txt", encoding="utf-8"):
    if version is None and line.startswith("# DerivedCoreProperties-"):
        version = line.split("-")[1].split(".txt")[0]
    body = line.split("#")[0].strip()
    if not body:
        continue
    points, prop = [x.strip() for x in body.split(";")]
    if prop != "Default_Ignorable_Code_Point":
        continue
    first, _, last = points.partition("..")
    ignorable.update(range(int(first, 16), int(last or first, 16) + 1))

confusable_version = None
prototype = {}
for line in open(confusables_path, encoding="utf-8-sig"):
    if line.startswith("# Version:"):
        confusable_version = line.split(":")[1].strip()
    body = line.split("#")[0].strip()
    if not body:
        continue
    source, target, _ = [x.strip() for x in body.split(";")]
    source = [int(x, 16) for x in source.split()]
    if len(source) == 1:
        prototype[source[0]] = [int(x, 16) for x in target.split()]

assert version == confusable_version, (version, confusable_version)
marks = {cp for cp, gc in category.items() if gc in ("Mn", "Me")}


def decompose(cp):
    """The full compatibility decomposition of cp, marks left out."""
    if cp in marks or cp in ignorable:
        return []
    if cp in decomposition:
        return [d for part in decomposition[cp] for d in decompose(part)]
    return [cp]


def readable(text):
    return text != "" and all(c.isascii() and c.isalnum() for c in text)


def read(cp, seen=()):
    """What cp reads as, or None."""
    if cp < 0x80:
        return chr(cp)
    if cp in seen or cp in marks or cp in ignorable:
        return None
    seen = seen + (cp,)
    candidates = []
    parts = decompose(cp)
    if parts != [cp]:
        candidates.append(parts)
    if cp in prototype and prototype[cp] != [cp]:
        candidates.append([d for part in prototype[cp] for d in decompose(part)])
    small_capital = re.fullmatch(r"LATIN LETTER SMALL CAPITAL ([A-Z])", names.get(cp, ""))
    if small_capital:
        candidates.append([ord(small_capital.group(1).lower())])
    if names.get(cp, "").startswith("CHEROKEE SMALL LETTER") and cp in upper:
        candidates.append([upper[cp]])
    for parts in candidates:
        pieces = [read(p, seen) for p in parts]
        if parts and all(p is not None for p in pieces) and readable("".join(pieces)):
            return "".join(pieces)
    return None


readings = {}
for cp in sorted(set(names) | set(prototype)):
    if 0x80 <= cp <= 0x10FFFF and not (0xD800 <= cp <= 0xDFFF):
        r = read(cp)
        if r is not None:
            readings[cp] = r


def ranges(points):
    out = []
    for cp in sorted(points):
        if out and out[-1][1] == cp - 1:
            out[-1][1] = cp
        else:
            out.append([cp, cp])
    return out


# Runs of code points that read as one same string, and runs that read as consecutive letters.
same, alphabets = [], []
for cp, r in sorted(readings.items()):
    if same and same[-1][1] == cp - 1 and same[-1][2] == r:
        same[-1][1] = cp
        continue
    if alphabets and alphabets[-1][1] == cp - 1 and len(r) == 1 and ord(r) == ord(alphabets[-1][2]) + cp - alphabets[-1][0]:
        alphabets[-1][1] = cp
        continue
    if len(r) == 1 and readings.get(cp + 1) is not None and len(readings[cp + 1]) == 1 and ord(readings[cp + 1]) == ord(r) + 1:
        alphabets.append([cp, cp, r])
    else:
        same.append([cp, cp, r])

dropped_marks = marks - ignorable


def hexes(pairs):
    return "".join(f"    (0x{a:04X}, 0x{b:04X}),\n" for a, b in pairs)


print(f"""//! The tables `text::fold` reads, made from Unicode {version}'s own data by
//! `tools/unicode_folding.py` (UnicodeData.txt's compatibility decompositions, as NFKC applies
//! them; confusables.txt of UTS #39; the Default_Ignorable_Code_Point property of
//! DerivedCoreProperties.txt; the names of the Latin small capitals). Do not edit: run the
//! script again. {len(readings)} code points read as ASCII letters or digits.

/// The Unicode version the tables come from.
pub const UNICODE_VERSION: &str = "{version}";

/// Runs of code points `(first, last, reading)` that each read as `reading`, sorted.
pub static SAME_READING: &[(u32, u32, &str)] = &[""")
for a, b, r in same:
    print(f"    (0x{a:04X}, 0x{b:04X}, {r!r}),".replace("'", '"'))
print("""];

/// Runs of code points `(first, last, letter)`: `first` reads as `letter`, each next one as
/// the next letter (a mathematical alphabet, fullwidth forms), sorted.
pub static ALPHABETS: &[(u32, u32, char)] = &[""")
for a, b, r in alphabets:
    print(f"    (0x{a:04X}, 0x{b:04X}, '{r}'),")
print(f"""];

/// The Default_Ignorable_Code_Point ranges `(first, last)`: invisible, they read as nothing.
pub static DEFAULT_IGNORABLE: &[(u32, u32)] = &[
{hexes(ranges(ignorable))}];

/// The combining marks (general category Mn and Me) that are not default-ignorable, as ranges
/// `(first, last)`: an accent on a letter reads as the letter alone.
pub static COMBINING_MARKS: &[(u32, u32)] = &[
{hexes(ranges(dropped_marks))}];""")
