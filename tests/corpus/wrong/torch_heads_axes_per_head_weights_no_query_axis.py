# track: torch
# exercise: heads
# why: multi_head_self_attention projects every head with its own slice of the weights, x @ w.view(D, H, d).movedim(1, 0), an (H, D, d) stack, without giving x a head axis first (x.unsqueeze(-3)); for an unbatched (T, D) x the product broadcasts to (H, T, d), but a batch axis of x meets the head axis of the weights, so batched calls raise or pair batch elements with heads
# kind: axes
# diagnosis: fails-with-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    def per_head(w):
        if w.shape[-1] % n_heads:
            raise ValueError(f"n_heads={n_heads} must divide the width {w.shape[-1]}")
        return x @ w.view(w.shape[0], n_heads, -1).movedim(1, 0)  # (H, D, d) -> (..., H, T, d)

    q, k, v = per_head(w_q), per_head(w_k), per_head(w_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
