"""The command line refuses values out of their documented range, argparse-style, exit 2 (issue 43).

Each refusal happens while the arguments are parsed: nothing is simulated, drawn or written,
and the user reads ``final-table[ sub]: error: argument --NAME: why``.
"""

from __future__ import annotations

import pytest

from game.cli.main import main

SIM = ["sim", "--game", "five_three_five", "--players", "3"]
WHOLE = "must be a whole number from {}, not {!r}"
THINK = "must be a number of seconds more than 0 and at most 60, not {!r}"

CASES = [
    (["--frames", "-5"], "final-table", "--frames", WHOLE.format("1 to 10,000,000", "-5")),
    (["--frames", "0"], "final-table", "--frames", WHOLE.format("1 to 10,000,000", "0")),
    (["--frames", "1e9"], "final-table", "--frames", WHOLE.format("1 to 10,000,000", "1e9")),
    ([*SIM, "--games", "-1"], "final-table sim", "--games", WHOLE.format("1 to 1,000,000", "-1")),
    ([*SIM, "--games", "0"], "final-table sim", "--games", WHOLE.format("1 to 1,000,000", "0")),
    ([*SIM, "--think", "-1"], "final-table sim", "--think", THINK.format("-1")),
    ([*SIM, "--think", "nan"], "final-table sim", "--think", THINK.format("nan")),
    ([*SIM, "--think", "inf"], "final-table sim", "--think", THINK.format("inf")),
    ([*SIM, "--think", "0"], "final-table sim", "--think", THINK.format("0")),
    (["--size", "99999x99999"], "final-table", "--size", "size must be from 320x180 to 7680x4320, not '99999x99999'"),
    (["--size", "100x100"], "final-table", "--size", "size must be from 320x180 to 7680x4320, not '100x100'"),
    (["--size", "wide"], "final-table", "--size", "size must look like 1280x720, not 'wide'"),
    (["shot", "--scene", "title", "--out", "x.png", "--size", "99999x99999"], "final-table shot", "--size",
     "size must be from 320x180 to 7680x4320, not '99999x99999'"),
    (["--seed", "-1"], "final-table", "--seed", WHOLE.format("0 to 9,223,372,036,854,775,807", "-1")),
    ([*SIM, "--seed", "9" * 30], "final-table sim", "--seed",
     WHOLE.format("0 to 9,223,372,036,854,775,807", "9" * 30)),
    (["bench", "--frames", "0"], "final-table bench", "--frames", WHOLE.format("1 to 100,000", "0")),
    (["replay", "x.jsonl", "--game-index", "-1"], "final-table replay", "--game-index",
     WHOLE.format("0 to 999,999", "-1")),
    ([*SIM, "--log", "/nonexistent/d/x.jsonl"], "final-table sim", "--log",
     "cannot write /nonexistent/d/x.jsonl: the folder /nonexistent/d does not exist"),
    (["shot", "--scene", "title", "--out", "/nonexistent/d/x.png"], "final-table shot", "--out",
     "cannot write /nonexistent/d/x.png: the folder /nonexistent/d does not exist"),
    (["sim", "--game", "five_three_five", "--players", "9"], "final-table sim", "--players",
     "Five Three Five takes 2-6 players, not 9"),
    ([*SIM, "--bots", "normal,genius"], "final-table sim", "--bots", "unknown bot 'genius'; bots: random, normal, hard"),
    (["sim", "--game", "chess", "--players", "2"], "final-table sim", "--game",
     "unknown game 'chess'; games: finale, five_three_five, final_touch, final_nine, phase10"),
]


@pytest.mark.parametrize("argv, prog, option, reason", CASES, ids=[" ".join(c[0])[-40:] for c in CASES])
def test_a_value_out_of_range_is_a_usage_error(capsys, argv, prog, option, reason):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("usage: ")
    assert err.splitlines()[-1] == f"{prog}: error: argument {option}: {reason}"


def test_a_log_or_picture_path_that_is_a_folder_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main([*SIM, "--log", str(tmp_path)])
    assert stop.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"final-table sim: error: argument --log: {str(tmp_path)!r} is a folder, not a file to write")


def test_a_game_option_the_game_lacks_is_a_usage_error(capsys):
    bogus = "unknown option '--bogus' for five_three_five (options: --target --bridge-gaps)"
    for extra, reason in ((["--bogus", "1"], bogus),
                          (["--target", "7"], "option --target must be one of 10, 20, 30, 50, not '7'"),
                          (["--target"], "option --target needs a value")):
        with pytest.raises(SystemExit) as stop:
            main([*SIM, *extra])
        assert stop.value.code == 2
        assert capsys.readouterr().err.splitlines()[-1] == f"final-table sim: error: {reason}"


def test_values_at_the_ends_of_their_ranges_run(tmp_path, capsys):
    log = tmp_path / "run.jsonl"
    assert main([*SIM, "--games", "1", "--seed", str(2 ** 63 - 1), "--think", "60", "--log", str(log)]) == 0
    assert log.read_text(encoding="utf-8").startswith('{"game": 0, "header"')
    capsys.readouterr()
