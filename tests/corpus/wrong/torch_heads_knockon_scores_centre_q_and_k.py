# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's scaled_scores centres q and k on their means over the positions (q - q.mean(-2), k - k.mean(-2), "as a correlation is computed") before the product; the query mean only shifts whole rows, but the key mean changes every query's scores key by key, so the attention weights and outputs are wrong
# kind: knockon
# diagnosis: offset, bad-inner-call
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q = q - q.mean(dim=-2, keepdim=True)
    k = k - k.mean(dim=-2, keepdim=True)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
