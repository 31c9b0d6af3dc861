# track: torch
# exercise: scaling
# why: scaled_scores turns the keys on their side with k.movedim(0, -1), moving the first axis to the end, which gives (d_k, S) only for 2-D keys; with a batch or head axis it moves the batch axis behind d_k, so batched inputs raise or come back wrong
# kind: axes
# diagnosis: fixed-leading-axes
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.movedim(0, -1)) / math.sqrt(q.shape[-1])
