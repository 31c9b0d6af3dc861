# track: torch
# exercise: heads
# why: the student's scaled_scores shifts the keys right by one position, k.roll(1, dims=-2), carrying over the decoder's 'shift right' from sequence-to-sequence training, so position s of every score row holds the score of key s - 1 (position 0 that of the last key); attention and multi-head attention, correct themselves, return weights whose key axis is rotated by one and outputs that mix the values with those rotated weights
# kind: knockon
# diagnosis: reordered, axis-rolled


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k = k.roll(1, dims=-2)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
