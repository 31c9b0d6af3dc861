# track: torch
# exercise: scaling
# why: scaled_scores ports hyunwoongko/transformer's ScaleDotProductAttention.forward, batch_size, head, length, d_tensor = k.size(); k_t = k.transpose(2, 3); score = (q @ k_t) / math.sqrt(d_tensor), written for (batch, head, length, d) tensors: only 4-D keys work, and 2-D, 3-D or 5-D keys raise ValueError (not enough / too many values to unpack) on valid input
# kind: public
# diagnosis: fixed-ndim

def scaled_scores(q, k):

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )

    # hyunwoongko/transformer, models/layers/scale_dot_product_attention.py
    batch_size, head, length, d_tensor = k.size()
    k_t = k.transpose(2, 3)  # transpose
    score = (q @ k_t) / math.sqrt(d_tensor)  # scaled dot product
    return score
