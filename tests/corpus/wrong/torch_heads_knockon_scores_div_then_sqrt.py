# track: torch
# exercise: heads
# why: the student's scaled_scores chains the scale as (q @ k^T).div(d_k).sqrt(), reading '.div(d_k).sqrt()' as 'divide by sqrt(d_k)'; it takes the square root of the scores divided by d_k, so negative scores become NaN and positive ones sqrt(score / d_k), and attention and multi-head attention, correct themselves, return NaN weights and outputs
# kind: knockon
# diagnosis: values-nan


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)).div(q.shape[-1]).sqrt()
