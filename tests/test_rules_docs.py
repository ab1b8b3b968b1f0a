"""docs/rules.md: every judgement call has a test named after its heading (issue 13), so a reader can
find the test of a call by searching the tests for its heading: **Which route.** -> test_which_route_..."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def headings() -> list:
    """The bold headings that open the entries of docs/rules.md."""
    return re.findall(r"^\*\*(.+?)\*\*", (ROOT / "docs" / "rules.md").read_text(encoding="utf-8"), re.M)


def slug(heading: str) -> str:
    """A heading as it appears in a test name: words only, brackets left out ('Which route.' -> which_route)."""
    text = re.sub(r"\(.*?\)", "", heading).replace("'s ", " ").replace("`", "")
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _test_names() -> set:
    names = set()
    for path in (ROOT / "tests").glob("test_*.py"):
        names.update(re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M))
    return names


def test_every_judgement_call_in_docs_rules_has_a_test_named_after_its_heading():
    names = _test_names()
    missing = [h for h in headings() if not any(n.startswith(f"test_{slug(h)}") for n in names)]
    assert len(headings()) >= 40
    assert not missing, "docs/rules.md entries without a test named test_<heading>_...: " + "; ".join(missing)
