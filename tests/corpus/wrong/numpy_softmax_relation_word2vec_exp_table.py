# track: numpy
# exercise: softmax
# why: stable_softmax reads its exponentials off a word2vec-style expTable (EXP_TABLE_SIZE = 1000 entries over [-MAX_EXP, MAX_EXP] with MAX_EXP = 6, index int((x + 6) * 1000 / 12), no interpolation) after clipping the shifted scores to [-6, 6]; every exponential is rounded down to a table step (up to 1.2 % low) and every shifted score below -6, -inf included, gets exp(-6), so hidden keys keep a weight
# kind: relation
# diagnosis: logits-clipped, only-at-special, rounded
# miss: exponentials from a quantised table clipped at -6: no relation replays the table, and the ratio of the logits is what the evidence shows
import math

import numpy as np

EXP_TABLE_SIZE = 1000
MAX_EXP = 6
_EXP_TABLE = np.exp((np.arange(EXP_TABLE_SIZE) / EXP_TABLE_SIZE * 2 - 1) * MAX_EXP)


def _table_exp(x: np.ndarray) -> np.ndarray:
    # word2vec: expTable[(int)((f + MAX_EXP) * (EXP_TABLE_SIZE / MAX_EXP / 2))]
    f = np.clip(x, -MAX_EXP, MAX_EXP)
    idx = ((f + MAX_EXP) * (EXP_TABLE_SIZE / MAX_EXP / 2)).astype(np.int64)
    idx = np.minimum(idx, EXP_TABLE_SIZE - 1)
    return _EXP_TABLE[idx].astype(x.dtype)


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = _table_exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
