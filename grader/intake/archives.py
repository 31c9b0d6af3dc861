"""Archives of submissions (zip, tar, tar.gz), unpacked safely: files and folders only,
nothing outside its folder, a size limit."""

from __future__ import annotations

from pathlib import Path

from grader.errors import SubmissionError

ARCHIVES = (".zip", ".tar", ".tar.gz", ".tgz")
MAX_UNPACKED = 512 * 2**20


def unpack(archive: Path, into: Path) -> Path:
    """Extract an archive of submissions safely: regular files and folders only, every
    path inside ``into``, at most 512 MiB. Raises SubmissionError otherwise."""
    import tarfile
    import zipfile

    target = _free_folder(into, archive)
    try:
        if archive.name.endswith(".zip"):
            with zipfile.ZipFile(archive) as z:
                members = [(m.filename, m.file_size, m.is_dir(), (m.external_attr >> 16) & 0o170000) for m in z.infolist()]
                _check_members(members, target)
                z.extractall(target)
        else:
            with tarfile.open(archive) as t:
                members = []
                for m in t.getmembers():
                    if not (m.isfile() or m.isdir()):
                        raise SubmissionError(f"{archive.name}: {m.name} is a link or device; archives may hold files only")
                    members.append((m.name, m.size, m.isdir(), 0))
                _check_members(members, target)
                if hasattr(tarfile, "data_filter"):  # Python 3.11.4+: refuse what _check_members missed
                    t.extractall(target, filter="data")
                else:  # every member was checked above: plain files and folders inside target
                    t.extractall(target)
    except (OSError, zipfile.BadZipFile, tarfile.TarError) as err:
        raise SubmissionError(f"cannot unpack {archive}: {err}") from err
    return target


def archive_stem(name: str) -> str:
    """The archive's name without its archive extension: ``alice.v2.tar.gz`` -> ``alice.v2``."""
    for suffix in sorted(ARCHIVES, key=len, reverse=True):
        if name.endswith(suffix):
            return name[: -len(suffix)] or name
    return name


def _free_folder(into: Path, archive: Path) -> Path:
    """A new folder for ``archive``'s contents named after it: its stem, or where another
    archive took that (``alice.zip`` and ``alice.tgz``), its whole name, then numbered."""
    into.mkdir(parents=True, exist_ok=True)
    for name in (archive_stem(archive.name), archive.name, *(f"{archive.name}-{n}" for n in range(2, 1000))):
        target = into / name
        try:
            target.mkdir()
            return target
        except FileExistsError:
            continue
    raise SubmissionError(f"too many archives named {archive.name}")


def _check_members(members: list[tuple[str, int, bool, int]], target: Path) -> None:
    total = 0
    for name, size, _is_dir, mode in members:
        if mode and mode not in (0o100000, 0o040000):
            raise SubmissionError(f"{name} in the archive is a link or device; archives may hold files only")
        if not (target / name).resolve().is_relative_to(target.resolve()):
            raise SubmissionError(f"{name} in the archive would land outside its folder")
        total += size
    if total > MAX_UNPACKED:
        raise SubmissionError(f"the archive unpacks to {total} bytes, over the {MAX_UNPACKED}-byte limit")
