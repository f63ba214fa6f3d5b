"""Reading and writing the player's own files (settings, saves) so that no file can hurt the app.

Every read goes through :func:`read_json_file`: the file is opened without blocking and
without following it into a device (a FIFO or a ``/dev/zero`` symlink is refused, not read),
its size is capped before reading, and the JSON parser's own failures (deep nesting,
5,000-digit numbers, ``NaN``/``Infinity``) all become a :class:`FileTrouble` with a reason
in a player's words. Writes are atomic. A damaged file is set aside under a new name, byte
for byte; when even that is impossible (a read-only folder) it is left where it is.
This module avoids pygame so it can be tested and used anywhere.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

MAX_SETTINGS_BYTES = 64 * 1024          # a real settings file is ~200 bytes
MAX_SAVE_BYTES = 4 * 1024 * 1024        # a real save is 10-60 KB (the rng state is most of it)


class FileTrouble(Exception):
    """A file we could not use. ``damaged`` is False when it could not even be read
    (permissions): such a file is reported and left alone, never set aside."""

    def __init__(self, reason: str, damaged: bool = True):
        super().__init__(reason)
        self.reason, self.damaged = reason, damaged


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number we can use")


def read_bytes_capped(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, without ever blocking."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags)
    except PermissionError as exc:
        raise FileTrouble("we are not allowed to read it (permission denied)", damaged=False) from exc
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENXIO):   # a symlink loop, a socket or dead FIFO end
            raise FileTrouble(f"it is not a file ({exc.strerror})") from exc
        if exc.errno == errno.ENOENT:   # something is there (lstat saw it): a link to nothing
            raise FileTrouble("it is a link to a file that is not there") from exc
        raise FileTrouble(f"it could not be opened ({exc.strerror or exc})", damaged=False) from exc
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise FileTrouble("it is not a plain file (a device, pipe or folder is in its place)")
        if info.st_size > limit:
            raise FileTrouble(f"it is far too big ({info.st_size:,} bytes; at most {limit:,})")
        chunks, total = [], 0
        while True:
            chunk = os.read(descriptor, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileTrouble(f"it is far too big (more than {limit:,} bytes)")
        return b"".join(chunks)
    except PermissionError as exc:
        raise FileTrouble("we are not allowed to read it (permission denied)", damaged=False) from exc
    except OSError as exc:
        raise FileTrouble(f"it could not be read ({exc.strerror or exc})", damaged=False) from exc
    finally:
        os.close(descriptor)


def parse_json_text(raw: bytes) -> Any:
    """JSON from bytes; every way the bytes can be wrong is a FileTrouble with a reason."""
    if not raw.strip():
        raise FileTrouble("it is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileTrouble(f"it is not text (a bad byte at position {exc.start})") from exc
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except RecursionError as exc:
        raise FileTrouble("it is nested far too deeply") from exc
    except json.JSONDecodeError as exc:
        raise FileTrouble(f"it is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from exc
    except ValueError as exc:    # 5,000-digit integers, NaN/Infinity
        raise FileTrouble(f"it holds a value we cannot read ({str(exc)[:80]})") from exc


def read_json_file(path: Path, limit: int) -> Any:
    return parse_json_text(read_bytes_capped(path, limit))


def file_present(path: Path | None) -> bool:
    """True if something (a file, a link, even a broken one, a FIFO) sits at ``path``."""
    if path is None:
        return False
    try:
        os.lstat(path)
    except OSError:
        return False
    return True


def write_atomic(path: Path, text: str) -> None:
    """Write via a temp file and rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".tmp")
    with open(temp, "w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temp, path)


def set_aside(path: Path, label: str = "damaged") -> Path | None:
    """Rename a file out of the way, byte for byte (never delete or overwrite it).

    Returns the new path, or None when it cannot be moved (a read-only folder): the file
    is then left where it is, untouched.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while file_present(aside):
        aside = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
        counter += 1
    try:
        os.rename(path, aside)
    except OSError:
        return None
    return aside


def aside_sentence(path: Path, aside: Path | None) -> str:
    """How the player is told where a damaged file went."""
    if aside is None:
        return f"It could not be moved, so it was left as it is: {path}."
    return f"It was kept as {aside.name}."
